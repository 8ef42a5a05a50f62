import type { ElementType, HTMLAttributes, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { forwarded, memoizedPerTheme } from './theme-look';

/**
 * The content's column, drawn as MUI's `Container` was: the full width up to a breakpoint's, centred,
 * with the theme's side gutters (16 px, 24 px from the `sm` breakpoint), without MUI's component
 * machinery (docs/decisions/0083-the-text-and-its-links-of-their-own.md).
 */

interface Look {
  maxWidth: 'sm' | 'md' | 'lg';
}

function containerLook(theme: Theme, { maxWidth }: Look): CSSObject {
  const { values, unit, up } = theme.breakpoints;
  const wideGutters = { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) };
  return {
    width: '100%',
    marginLeft: 'auto',
    boxSizing: 'border-box',
    marginRight: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [up('sm')]: wideGutters,
    // Merged with the gutters' where the two are the same breakpoint's.
    [up(maxWidth)]: {
      ...(maxWidth === 'sm' && wideGutters),
      maxWidth: `${values[maxWidth]}${unit}`,
    },
  };
}

const lookFor = memoizedPerTheme(containerLook);

const ContainerRoot = styled('div', { shouldForwardProp: forwarded })<{ look: Look }>(
  ({ theme, look }) => lookFor(theme, look),
);

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The breakpoint whose width the column stops growing at (default `lg`). */
  maxWidth?: Look['maxWidth'];
  component?: ElementType;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLElement>;
}

export function Container({ maxWidth = 'lg', component = 'div', ref, ...props }: ContainerProps) {
  return (
    <ContainerRoot as={component} ref={ref as Ref<HTMLDivElement>} look={{ maxWidth }} {...props} />
  );
}
