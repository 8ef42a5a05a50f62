import type { ElementType, HTMLAttributes, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import {
  createUnarySpacing,
  getValue,
  handleBreakpoints,
  mergeBreakpointsInOrder,
  unstable_resolveBreakpointValues as resolveBreakpointValues,
  type Breakpoint,
} from '@mui/system';
import deepmerge from '@mui/utils/deepmerge';
import { forwarded } from './theme-look';

/**
 * Children one after the other, in a column or a row (by breakpoint), spaced by the theme's spacing:
 * drawn as MUI's `Stack` drew them (its style, the same rules in the same order), without MUI's
 * component machinery (docs/decisions/0083-the-text-and-its-links-of-their-own.md).
 */

type Direction = 'row' | 'column';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

interface Look {
  direction: Responsive<Direction>;
  spacing: Responsive<number> | undefined;
  useFlexGap: boolean;
}

const SIDE: Record<Direction, string> = { row: 'Left', column: 'Top' };

/** MUI's Stack style (its `createStack`), for the props the site uses. */
function stackLook(theme: Theme, { direction, spacing, useFlexGap }: Look): CSSObject {
  let styles: CSSObject = {
    display: 'flex',
    flexDirection: 'column',
    ...handleBreakpoints(
      { theme },
      resolveBreakpointValues({ values: direction, breakpoints: theme.breakpoints.values }),
      (value: Direction) => ({ flexDirection: value }),
    ),
  };
  if (spacing) {
    const transformer = createUnarySpacing(theme);
    // The breakpoints either prop names, so that the other's values are resolved at each of them.
    const base = Object.fromEntries(
      Object.keys(theme.breakpoints.values)
        .filter(
          (breakpoint) =>
            (typeof spacing === 'object' && spacing[breakpoint as Breakpoint] != null) ||
            (typeof direction === 'object' && direction[breakpoint as Breakpoint] != null),
        )
        .map((breakpoint) => [breakpoint, true]),
    );
    const directions = resolveBreakpointValues({ values: direction, base }) as
      Direction | Record<string, Direction | undefined>;
    if (typeof directions === 'object') {
      Object.keys(directions).forEach((breakpoint, index, breakpoints) => {
        directions[breakpoint] ??= index > 0 ? directions[breakpoints[index - 1]!] : 'column';
      });
    }
    const spaced = (value: number, breakpoint?: string): CSSObject =>
      useFlexGap
        ? { gap: getValue(transformer, value) as string }
        : {
            '& > :not(style):not(style)': { margin: 0 },
            '& > :not(style) ~ :not(style)': {
              [`margin${SIDE[breakpoint && typeof directions === 'object' ? directions[breakpoint]! : (direction as Direction)]}`]:
                getValue(transformer, value),
            },
          };
    styles = deepmerge(
      styles,
      handleBreakpoints({ theme }, resolveBreakpointValues({ values: spacing, base }), spaced),
    );
  }
  return mergeBreakpointsInOrder(theme.breakpoints, styles) as CSSObject;
}

const StackRoot = styled('div', { shouldForwardProp: forwarded })<{ look: Look }>(
  ({ theme, look }) => stackLook(theme, look),
);

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** A column (default) or a row, at each breakpoint. */
  direction?: Look['direction'];
  /** The theme's spacing units between the children, at each breakpoint. */
  spacing?: Look['spacing'];
  /** The space as the flexbox gap, so wrapped rows are spaced too (default: the margins MUI used). */
  useFlexGap?: boolean;
  component?: ElementType;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLElement>;
}

export function Stack({
  direction = 'column',
  spacing,
  useFlexGap = false,
  component = 'div',
  ref,
  ...props
}: StackProps) {
  return (
    <StackRoot
      as={component}
      ref={ref as Ref<HTMLDivElement>}
      look={{ direction, spacing, useFlexGap }}
      {...props}
    />
  );
}
