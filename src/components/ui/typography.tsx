import type { ElementType, HTMLAttributes, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { forwarded, memoizedPerTheme, varsOf } from './theme-look';

/**
 * The site's text, drawn as MUI's `Typography` was with the site's theme (a variant's font from the
 * theme, its element, a colour of the palette), without MUI's component machinery
 * (docs/decisions/0083-the-text-and-its-links-of-their-own.md).
 */

export type TypographyVariant =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle1'
  | 'subtitle2'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline'
  | 'button'
  | 'inherit';

/** A colour of the palette (its main shade), of its text, or the surrounding text's. */
export type TextColor =
  'primary' | 'secondary' | 'error' | 'textPrimary' | 'textSecondary' | 'inherit';

/** The element each variant is drawn as unless `component` says otherwise (MUI's choice). */
const ELEMENT: Record<TypographyVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  inherit: 'p',
  caption: 'span',
  overline: 'span',
  button: 'span',
};

export interface TextLook {
  variant: TypographyVariant;
  color: TextColor | undefined;
}

/** The theme's font for a variant (`inherit`: the surrounding text's), with no margin. */
export function textLook(theme: Theme, { variant, color }: TextLook): CSSObject {
  const { palette } = varsOf(theme);
  const font: CSSObject =
    variant === 'inherit'
      ? { font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit' }
      : (theme.typography[variant] as CSSObject);
  const colors: Record<TextColor, string> = {
    primary: palette.primary.main,
    secondary: palette.secondary.main,
    error: palette.error.main,
    textPrimary: palette.text.primary,
    textSecondary: palette.text.secondary,
    inherit: 'inherit',
  };
  return { margin: 0, ...font, ...(color && { color: colors[color] }) };
}

const lookFor = memoizedPerTheme(textLook);

const TypographyRoot = styled('p', { shouldForwardProp: forwarded })<{
  look: TextLook;
}>(({ theme, look }) => lookFor(theme, look));

export interface TypographyProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The theme's typography variant (default `body1`). */
  variant?: TypographyVariant;
  /** The element, when not the variant's own (an `h2` drawn as `h3`, a `span`, a `legend`). */
  component?: ElementType;
  color?: TextColor;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLElement>;
}

export function Typography({
  variant = 'body1',
  component,
  color,
  ref,
  ...props
}: TypographyProps) {
  return (
    <TypographyRoot
      as={component ?? ELEMENT[variant]}
      ref={ref as Ref<HTMLParagraphElement>}
      look={{ variant, color }}
      {...props}
    />
  );
}
