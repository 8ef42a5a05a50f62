import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { GlobalStyles, ThemeProvider } from '@mui/system';
import { getTheme } from '../theme/theme';
import { createEmotionCache } from './emotion-cache';
import { hydratingPrerenderedPage } from './hydrating';

const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

/**
 * Theme, baseline styles and the Emotion cache (the prerender passes its own, to collect the CSS).
 *
 * The theme is handed down as it is, by MUI System's plain provider: the color scheme is chosen by
 * CSS alone (a media query on the theme's variables), so there is no scheme to follow in the
 * browser. MUI's own provider for a theme with CSS variables keeps the scheme the device prefers in
 * its state (a media query listener, local storage, a context of its own) and renders the whole app
 * again when it changes, which threw away parts of the page still waiting for their code to hydrate
 * (docs/decisions/0079).
 *
 * The baseline and the theme's CSS variables (both schemes) are global styles: a prerendered page
 * has them in its `<head>`, so hydrating it renders neither (hydrating.ts), and its theme computes
 * only what rendering needs (`schemesInPage`). Elsewhere (the prerender, the dev server, component
 * tests) they are rendered in the same order as before: the baseline first, inside the provider,
 * then the variables after the app, where MUI's provider put them.
 */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const emotionCache = cache ?? browserCache ?? createEmotionCache();
  const theme = getTheme({ schemesInPage: hydratingPrerenderedPage });
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {!hydratingPrerenderedPage && <CssBaseline />}
        {children}
      </ThemeProvider>
      {!hydratingPrerenderedPage && <GlobalStyles styles={themeVariables(theme)} />}
    </CacheProvider>
  );
}

/** The theme's CSS variables for both color schemes, as MUI's provider writes them. */
const themeVariables = (theme: object) =>
  (theme as { generateStyleSheets: () => object[] }).generateStyleSheets();
