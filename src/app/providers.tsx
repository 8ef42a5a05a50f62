import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { getTheme } from '../theme/theme';
import { createEmotionCache } from './emotion-cache';
import { hydratingPrerenderedPage } from './hydrating';

const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

/**
 * Theme, baseline styles and the Emotion cache (the prerender passes its own, to collect the CSS).
 *
 * `noSsr`: the color scheme is chosen by CSS alone (a media query), so the provider has nothing to
 * learn after hydration. Without it, it renders again right after hydrating, and parts of the page
 * still waiting for their code to hydrate would be thrown away and drawn again (a visible jump).
 *
 * No `storageManager`: the scheme is the device's, never chosen on the site, so there is nothing to
 * keep in local storage (whose first use in a page waits on the browser).
 *
 * The baseline and the theme's CSS variables are global styles: a prerendered page has them in its
 * `<head>`, so hydrating it renders neither (hydrating.ts).
 */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const emotionCache = cache ?? browserCache ?? createEmotionCache();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider
        theme={getTheme()}
        noSsr
        storageManager={null}
        disableStyleSheetGeneration={hydratingPrerenderedPage}
      >
        {!hydratingPrerenderedPage && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
