import type { Components, Theme } from '@mui/material/styles';
import { LinkBehavior } from './link-behavior';

/** Touch targets of at least 44 px (WCAG 2.5.5) on everything a thumb presses. */
const TOUCH_TARGET = 48;

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { LinkComponent: LinkBehavior },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { minHeight: TOUCH_TARGET, borderRadius: 10, fontWeight: 700, textTransform: 'none' },
      sizeLarge: { minHeight: 56, fontSize: '1.125rem', paddingInline: 24 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
  },
  MuiChip: {
    styleOverrides: {
      root: { minHeight: 44, fontSize: '1rem', fontWeight: 600, borderRadius: 22 },
    },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true },
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
    styleOverrides: { root: { fontWeight: 600, textUnderlineOffset: 3 } },
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
