import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { createEmotionCache } from './emotion-cache';

const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

/** Theme, baseline styles and the Emotion cache (the prerender passes its own, to collect the CSS). */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const emotionCache = cache ?? browserCache ?? createEmotionCache();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
