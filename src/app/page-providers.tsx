import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { pageTheme } from '../theme/page-theme';
import { createEmotionCache } from './emotion-cache';

const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

/**
 * The Emotion cache (the prerender passes its own, to collect the CSS) and the theme, handed down as
 * it is by MUI System's plain provider: the color scheme is chosen by CSS alone (a media query on the
 * theme's variables), so there is no scheme to follow in the browser. MUI's own provider for a theme
 * with CSS variables keeps the scheme the device prefers in its state (a media query listener, local
 * storage, a context of its own) and renders the whole app again when it changes, which threw away
 * parts of the page still waiting for their code to hydrate (docs/decisions/0079).
 *
 * This is all a prerendered page being hydrated needs: its global styles (the baseline, the theme's
 * CSS variables for both schemes) are in its `<head>` for its whole life (hydrating.ts), and its
 * theme (theme/page-theme.ts) holds only what rendering needs, as data in the browser build
 * (docs/decisions/0084). Rendering a page from nothing (the
 * prerender, the dev server, component tests) takes `AppProviders` (providers.tsx), which adds them:
 * their code is not in the first load of a page that never uses it (docs/decisions/0083).
 */
export function PageProviders({
  children,
  cache,
  theme = pageTheme(),
  before,
  after,
}: {
  children: ReactNode;
  cache?: EmotionCache;
  theme?: Theme;
  /** Rendered before the app, inside the theme's provider (AppProviders' baseline). */
  before?: ReactNode;
  /** Rendered after the app, outside the theme's provider (AppProviders' theme variables). */
  after?: ReactNode;
}) {
  // `before` and `after` hold their places even when empty, so that the app sits at the same place
  // in the tree whether the page is rendered with them or hydrated without: React's `useId` makes
  // ids from that place, and the prerendered page's ids must be the ones hydrating makes.
  return (
    <CacheProvider value={cache ?? browserCache ?? createEmotionCache()}>
      <ThemeProvider theme={theme}>
        {before}
        {children}
      </ThemeProvider>
      {after}
    </CacheProvider>
  );
}
