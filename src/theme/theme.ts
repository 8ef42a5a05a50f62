import { createTheme } from '@mui/material/styles';
import { brand } from './palette';
import {
  feedbackCustomizations,
  inputsCustomizations,
  navigationCustomizations,
  surfacesCustomizations,
} from './components';

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.navy, dark: brand.navyDark, contrastText: '#FFFFFF' },
    secondary: { main: brand.amber, dark: brand.amberDark, contrastText: brand.navyDark },
    error: { main: brand.red },
    text: { primary: brand.ink, secondary: brand.muted },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFont,
    fontSize: 16,
    htmlFontSize: 16,
    h1: { fontSize: 'clamp(2rem, 6vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 4.5vw, 2.4rem)', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
    body2: { fontSize: '0.975rem', lineHeight: 1.6 },
    button: { fontSize: '1rem' },
  },
  components: {
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
    ...feedbackCustomizations,
  },
});
