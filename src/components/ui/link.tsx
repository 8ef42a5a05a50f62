import type { AnchorHTMLAttributes, ElementType, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { LinkBehavior } from '../../theme/link-behavior';
import { forwarded, memoizedPerTheme, varsOf } from './theme-look';
import { textLook, type TypographyVariant } from './typography';

/**
 * The site's text links, drawn as MUI's `Link` was with the site's theme (underlined in a lighter
 * shade of the link's colour, bold), without MUI's component machinery: no focus state kept in
 * script, the site's `:focus-visible` ring (the baseline) showing the keyboard focus before the
 * page's code has arrived (docs/decisions/0083-the-text-and-its-links-of-their-own.md).
 *
 * An internal `href` stays inside the app, as every link of the site (theme/link-behavior.tsx);
 * `component="a"` makes a plain anchor of it (the language switch loads the other site's page).
 */

interface Look {
  variant: TypographyVariant;
  color: 'primary' | 'inherit';
  underline: 'always' | 'none';
}

function linkLook(theme: Theme, { variant, color, underline }: Look): CSSObject {
  const { palette } = varsOf(theme);
  return {
    ...textLook(theme, { variant, color }),
    ...(underline === 'none'
      ? { textDecoration: 'none' }
      : {
          textDecoration: 'underline',
          '&:hover': { textDecorationColor: 'inherit' },
          ...(color === 'primary' && {
            textDecorationColor: 'var(--Link-underlineColor)',
            '--Link-underlineColor': `rgba(${palette.primary.mainChannel} / 0.4)`,
          }),
        }),
    fontWeight: 600,
    textUnderlineOffset: 3,
  };
}

const lookFor = memoizedPerTheme(linkLook);

const LinkRoot = styled('a', { shouldForwardProp: forwarded })<{ look: Look }>(({ theme, look }) =>
  lookFor(theme, look),
);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  href: string;
  /** The link's colour: the palette's primary (default) or the surrounding text's. */
  color?: Look['color'];
  /** Underlined (default), or not. */
  underline?: Look['underline'];
  /** The theme's typography variant; by default the surrounding text's font. */
  variant?: TypographyVariant;
  /** `a`: a plain anchor, even for a page of the site. */
  component?: ElementType;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  color = 'primary',
  underline = 'always',
  variant = 'inherit',
  component = LinkBehavior,
  ...props
}: LinkProps) {
  return <LinkRoot as={component} look={{ variant, color, underline }} {...props} />;
}
