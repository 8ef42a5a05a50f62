import type { ButtonHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { LinkBehavior } from '../../theme/link-behavior';
import { focusRing, PAGE_IS_NARROW, TOUCH_TARGET } from '../../theme/components';
import { capitalized, forwarded, memoizedPerTheme, varsOf } from './theme-look';

/**
 * The site's buttons, drawn as MUI's `Button` and `IconButton` were with the site's theme (the same
 * class names, colours, sizes and states), without MUI's button machinery: no ripple and no focus
 * state kept in script (docs/decisions/0077-the-buttons-of-its-own.md). What a press and the keyboard
 * focus show is CSS, so it shows before the page's code has arrived:
 * - the focus ring is the site's `:focus-visible` ring (the baseline in theme/components.ts);
 * - a press shades the button with its text colour (`:active`), where MUI's ripple spread from the
 *   finger, and fades as it is released.
 */

type Variant = 'text' | 'outlined' | 'contained';
type Color = 'primary' | 'secondary' | 'error' | 'inherit';
type Size = 'small' | 'medium' | 'large';

interface Look {
  variant: Variant;
  color: Color;
  size: Size;
  fullWidth: boolean;
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: Variant;
  color?: Color;
  size?: Size;
  /** An icon before the words (hidden where the page is very narrow, to leave the words room). */
  startIcon?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  /** A link drawn as a button: the site's links (theme/link-behavior.tsx) for an internal page. */
  href?: string;
  /** Another element or component for the root: `NavLink` (with `to`), `label` (with `htmlFor`). */
  component?: ElementType;
  to?: string;
  end?: boolean;
  htmlFor?: string;
  ref?: Ref<HTMLElement>;
}

/** The press: the button shaded with its text colour while held, fading out when let go. */
const press = (theme: Theme): CSSObject => ({
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    backgroundColor: 'currentColor',
    opacity: 0,
    pointerEvents: 'none',
    transition: theme.transitions.create('opacity', {
      duration: theme.transitions.duration.complex,
    }),
  },
  '&:active::after': { opacity: 0.3, transition: 'none' },
});

/** A disabled button takes no press and says so in its colours (`more`: the variant's). */
const disabledLook = (more: CSSObject): CSSObject => ({
  '&.Mui-disabled': { pointerEvents: 'none', cursor: 'default', ...more },
});

/** What every button shares (MUI's `ButtonBase`). */
const base = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  // The site's ring (the baseline draws it on every element), over the `outline: 0` above.
  '&:focus-visible': focusRing,
  '@media print': { colorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  ...press(theme),
});

/** The colours a button takes from its `color`, as custom properties each variant reads. */
function colorLook(theme: Theme, color: Color): CSSObject {
  const { palette } = varsOf(theme);
  const hoverShade = (channel: string) => `rgba(${channel} / calc(${palette.action.hoverOpacity}))`;
  if (color === 'inherit') {
    return {
      color: 'inherit',
      borderColor: 'currentColor',
      '--variant-containedBg': palette.Button.inheritContainedBg,
      '@media (hover: hover)': {
        '&:hover': {
          '--variant-containedBg': palette.Button.inheritContainedHoverBg,
          '--variant-textBg': hoverShade(palette.text.primaryChannel),
          '--variant-outlinedBg': hoverShade(palette.text.primaryChannel),
        },
      },
    };
  }
  const c = palette[color];
  return {
    '--variant-textColor': c.main,
    '--variant-outlinedColor': c.main,
    '--variant-outlinedBorder': `rgba(${c.mainChannel} / 0.5)`,
    '--variant-containedColor': c.contrastText,
    '--variant-containedBg': c.main,
    '@media (hover: hover)': {
      '&:hover': {
        '--variant-containedBg': c.dark,
        '--variant-textBg': hoverShade(c.mainChannel),
        '--variant-outlinedBorder': c.main,
        '--variant-outlinedBg': hoverShade(c.mainChannel),
      },
    },
  };
}

/** Padding by variant and size (MUI's), before the theme's wider large buttons. */
const PADDING: Record<Variant, Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};

function variantLook(theme: Theme, variant: Variant): CSSObject {
  const { palette } = varsOf(theme);
  const disabled = { color: palette.action.disabled };
  switch (variant) {
    case 'contained':
      return {
        color: 'var(--variant-containedColor)',
        backgroundColor: 'var(--variant-containedBg)',
        ...disabledLook({ ...disabled, backgroundColor: palette.action.disabledBackground }),
      };
    case 'outlined':
      return {
        border: '1px solid currentColor',
        borderColor: 'var(--variant-outlinedBorder, currentColor)',
        backgroundColor: 'var(--variant-outlinedBg)',
        color: 'var(--variant-outlinedColor)',
        ...disabledLook({ ...disabled, border: `1px solid ${palette.action.disabledBackground}` }),
      };
    case 'text':
      return {
        color: 'var(--variant-textColor)',
        backgroundColor: 'var(--variant-textBg)',
        ...disabledLook(disabled),
      };
  }
}

function buttonLook(theme: Theme, { variant, color, size, fullWidth }: Look): CSSObject {
  const startIconGap = size === 'small' ? -2 : -4;
  return {
    ...base(theme),
    ...theme.typography.button,
    minWidth: 64,
    borderRadius: 10,
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { textDecoration: 'none' },
    ...variantLook(theme, variant),
    ...colorLook(theme, color),
    padding: PADDING[variant][size],
    minHeight: size === 'large' ? 56 : TOUCH_TARGET,
    fontWeight: 700,
    textTransform: 'none',
    ...(size === 'small' && { fontSize: theme.typography.pxToRem(13) }),
    ...(size === 'large' && { fontSize: '1.125rem', paddingInline: 24 }),
    ...(fullWidth && { width: '100%' }),
    '& .MuiButton-startIcon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: startIconGap,
      // Keeps the icon's line as tall as the words' when the icon is alone on it.
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > *:nth-of-type(1)': { fontSize: { small: 18, medium: 20, large: 22 }[size] },
    },
    // Very little room for the words (a 320 px screen with the text size doubled): the words, and
    // a phone number in them that must not break, get the room the padding and the icon took.
    [PAGE_IS_NARROW]: {
      paddingInline: 8,
      fontWeight: 600,
      ...(size === 'large' && { fontSize: '1rem' }),
      '& .MuiButton-startIcon': { display: 'none' },
    },
  };
}

const lookFor = memoizedPerTheme(buttonLook);

const ButtonRoot = styled('button', { shouldForwardProp: forwarded })<{ look: Look }>(
  ({ theme, look }) => lookFor(theme, look),
);

/**
 * The element's own part of a button: a `<button>` is a button (type "button" unless told); a link
 * is a link; anything else is named a button and disabled by ARIA. Such a root is not made focusable
 * or operable from the keyboard (MUI's was): its one use, the `label` that stands for the photo
 * field's hidden input (file-answer.tsx), is hidden from assistive technology and out of the tab
 * order, the input itself taking the focus and the keys.
 */
function elementProps(
  component: ElementType,
  { disabled, type, href, to }: Pick<ButtonProps, 'disabled' | 'type' | 'href' | 'to'>,
) {
  if (component === 'button') return { before: {}, after: { type: type ?? 'button', disabled } };
  const isLink = href !== undefined || to !== undefined;
  return {
    // A role the caller gives wins, as it did with MUI's.
    before: isLink ? {} : { role: 'button' },
    // Out of the tab order whatever the caller says, as MUI's was.
    after: disabled ? { 'aria-disabled': true, tabIndex: -1 } : {},
  };
}

export function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  startIcon,
  component,
  className,
  children,
  disabled = false,
  type,
  ref,
  ...props
}: ButtonProps) {
  const root = component ?? (props.href !== undefined ? LinkBehavior : 'button');
  const classes = [
    'MuiButtonBase-root MuiButton-root',
    `MuiButton-${variant}`,
    `MuiButton-size${capitalized(size)}`,
    `MuiButton-color${capitalized(color)}`,
    fullWidth && 'MuiButton-fullWidth',
    disabled && 'Mui-disabled',
    className,
  ];
  const own = elementProps(root, { disabled, type, href: props.href, to: props.to });
  return (
    <ButtonRoot
      as={root}
      ref={ref as Ref<HTMLButtonElement>}
      look={{ variant, color, size, fullWidth }}
      className={classes.filter(Boolean).join(' ')}
      {...own.before}
      {...props}
      {...own.after}
    >
      {startIcon && (
        <span
          className={`MuiButton-icon MuiButton-startIcon MuiButton-iconSize${capitalized(size)}`}
        >
          {startIcon}
        </span>
      )}
      {children}
    </ButtonRoot>
  );
}

interface IconLook {
  color: 'default' | 'inherit';
  size: 'small' | 'medium';
  edge: 'end' | false;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  color?: IconLook['color'];
  size?: IconLook['size'];
  /** `end`: drawn to the edge of its box, its round hover shade overhanging it (MUI's `edge`). */
  edge?: 'end';
  sx?: SxProps<Theme>;
  href?: string;
  ref?: Ref<HTMLElement>;
}

function iconButtonLook(theme: Theme, { color, size, edge }: IconLook): CSSObject {
  const { palette } = varsOf(theme);
  return {
    ...base(theme),
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
    padding: size === 'small' ? 5 : 8,
    borderRadius: '50%',
    color: color === 'inherit' ? 'inherit' : palette.action.active,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '--IconButton-hoverBg': `rgba(${palette.action.activeChannel} / calc(${palette.action.hoverOpacity}))`,
    minWidth: TOUCH_TARGET,
    minHeight: TOUCH_TARGET,
    ...(edge === 'end' && { marginRight: size === 'small' ? -3 : -12 }),
    '&:hover': {
      backgroundColor: 'var(--IconButton-hoverBg)',
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    ...disabledLook({ backgroundColor: 'transparent', color: palette.action.disabled }),
  };
}

const iconLookFor = memoizedPerTheme(iconButtonLook);

const IconButtonRoot = styled('button', { shouldForwardProp: forwarded })<{ look: IconLook }>(
  ({ theme, look }) => iconLookFor(theme, look),
);

/** A round button holding one icon (the menu's open and close, the location action). */
export function IconButton({
  color = 'default',
  size = 'medium',
  edge,
  className,
  disabled = false,
  type,
  ref,
  ...props
}: IconButtonProps) {
  const root = props.href !== undefined ? LinkBehavior : 'button';
  const classes = [
    'MuiButtonBase-root MuiIconButton-root',
    color === 'inherit' && 'MuiIconButton-colorInherit',
    edge === 'end' && 'MuiIconButton-edgeEnd',
    `MuiIconButton-size${capitalized(size)}`,
    disabled && 'Mui-disabled',
    className,
  ];
  const own = elementProps(root, { disabled, type, href: props.href });
  return (
    <IconButtonRoot
      as={root}
      ref={ref as Ref<HTMLButtonElement>}
      look={{ color, size, edge: edge ?? false }}
      className={classes.filter(Boolean).join(' ')}
      {...own.before}
      {...props}
      {...own.after}
    />
  );
}
