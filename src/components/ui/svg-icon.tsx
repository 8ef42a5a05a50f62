import type { ReactNode, Ref, SVGAttributes } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { forwarded, memoizedPerTheme, varsOf } from './theme-look';

/**
 * The site's icons, drawn as MUI's `SvgIcon` drew Material icons with the site's theme (1em square in
 * the text's colour, 24 px by default), without MUI's component machinery
 * (docs/decisions/0083-the-text-and-its-links-of-their-own.md). An icon is decoration: hidden from
 * assistive technology, the words beside it say what it means.
 */

interface Look {
  fontSize: 'small' | 'medium' | 'inherit';
  color: 'primary' | 'inherit';
}

function iconLook(theme: Theme, { fontSize, color }: Look): CSSObject {
  const sizes = {
    small: theme.typography.pxToRem(20),
    medium: theme.typography.pxToRem(24),
    inherit: 'inherit',
  };
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill'),
    fill: 'currentColor',
    fontSize: sizes[fontSize],
    ...(color === 'primary' && { color: varsOf(theme).palette.primary.main }),
  };
}

const lookFor = memoizedPerTheme(iconLook);

const SvgIconRoot = styled('svg', { shouldForwardProp: forwarded })<{ look: Look }>(
  ({ theme, look }) => lookFor(theme, look),
);

export interface SvgIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'color' | 'fontSize'> {
  /** 24 px (default), 20 px, or the text's size. */
  fontSize?: Look['fontSize'];
  /** The text's colour (default) or the palette's primary. */
  color?: Look['color'];
  sx?: SxProps<Theme>;
  ref?: Ref<SVGSVGElement>;
  /** The drawing, on a 24 × 24 grid. */
  children?: ReactNode;
}

export function SvgIcon({ fontSize = 'medium', color = 'inherit', ...props }: SvgIconProps) {
  return (
    <SvgIconRoot
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
      look={{ fontSize, color }}
      {...props}
    />
  );
}

/** An icon component of one drawing (a Material icon's paths, as `@mui/icons-material` has them). */
export function createIcon(drawing: ReactNode) {
  return function Icon(props: Omit<SvgIconProps, 'children'>) {
    return <SvgIcon {...props}>{drawing}</SvgIcon>;
  };
}
