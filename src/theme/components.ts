import type { Components, CSSObject, Theme } from '@mui/material/styles';

/**
 * The page (`#main`, see app/root-layout.tsx) is a size container: `PAGE_IS_NARROW` holds when its
 * width is under 21 times the text size, e.g. 320 px with the text size doubled.
 */
export const PAGE_CONTAINER = 'page';
export const PAGE_IS_NARROW = `@container ${PAGE_CONTAINER} (max-width: 21em)`;

/** Touch targets of at least 44 px (WCAG 2.5.5) on everything a thumb presses. */
export const TOUCH_TARGET = 48;

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
  // The radio buttons' and checkboxes' base (the site's own buttons draw the ring themselves).
  MuiButtonBase: {
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
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

export const surfacesCustomizations: Components<Theme> = {
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: 14 } },
  },
};
