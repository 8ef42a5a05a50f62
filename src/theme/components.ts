import type { Components, CSSObject, Theme } from '@mui/material/styles';
import { LinkBehavior } from './link-behavior';

/**
 * The page (`#main`, see app/root-layout.tsx) is a size container: `PAGE_IS_NARROW` holds when its
 * width is under 21 times the text size, e.g. 320 px with the text size doubled.
 */
export const PAGE_CONTAINER = 'page';
const PAGE_IS_NARROW = `@container ${PAGE_CONTAINER} (max-width: 21em)`;

/** Touch targets of at least 44 px (WCAG 2.5.5) on everything a thumb presses. */
const TOUCH_TARGET = 48;

/**
 * The keyboard focus ring, one for every interactive element: 3 px, outside the element, in a color
 * with at least 3:1 against the surface around it. `--focus-ring` is set by the navy surfaces (see
 * `onChrome`); elsewhere the scheme's `focus` color applies.
 */
export const focusRing: CSSObject = {
  outline: '3px solid var(--focus-ring, var(--mui-palette-focus-main))',
  outlineOffset: 2,
};

/** A navy surface of the site's chrome (header, hero, footer, call bar): its text and focus ring. */
export const onChrome = (shade: 'main' | 'dark' = 'main') => ({
  bgcolor: `chrome.${shade}`,
  color: 'chrome.contrastText',
  '--focus-ring': 'var(--mui-palette-chrome-accent)',
});

export const globalCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      body: { overflowWrap: 'break-word' },
      ':focus-visible': focusRing,
      // Headings and regions that receive focus from script (after a navigation or a step change)
      // are not keyboard stops; they show no ring.
      '[tabindex="-1"]:focus, [tabindex="-1"]:focus-visible': { outline: 'none' },
    },
  },
};

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { LinkComponent: LinkBehavior },
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        minHeight: TOUCH_TARGET,
        borderRadius: 10,
        fontWeight: 700,
        textTransform: 'none',
        // Very little room for the text (a 320 px screen with the text size doubled): the label, and
        // a phone number in it that must not break, get the room the padding and icon took.
        [`${PAGE_IS_NARROW}`]: {
          paddingInline: 8,
          fontWeight: 600,
          '& .MuiButton-startIcon': { display: 'none' },
        },
      },
      sizeLarge: {
        minHeight: 56,
        fontSize: '1.125rem',
        paddingInline: 24,
        [`${PAGE_IS_NARROW}`]: { paddingInline: 8, fontSize: '1rem' },
      },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { fontSize: '0.9rem', marginLeft: 0 } },
  },
  MuiRadio: {
    styleOverrides: { root: { padding: 12 } },
  },
  MuiCheckbox: {
    styleOverrides: { root: { padding: 12 } },
  },
};

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { component: LinkBehavior, underline: 'always' },
    styleOverrides: {
      root: { fontWeight: 600, textUnderlineOffset: 3, '&.Mui-focusVisible': focusRing },
    },
  },
};

export const surfacesCustomizations: Components<Theme> = {
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: 14 } },
  },
};

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: { root: { fontSize: '1rem', alignItems: 'center' } },
  },
};
