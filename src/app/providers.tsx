import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import CssBaseline from '@mui/material/CssBaseline';
import { GlobalStyles } from '@mui/system';
import { getTheme } from '../theme/theme';
import { PageProviders } from './page-providers';

/**
 * The providers of a page rendered from nothing: the prerender, the dev server's empty page,
 * component tests. Those of a prerendered page being hydrated (page-providers.tsx), with the global
 * styles such a page already has in its `<head>`: the baseline, rendered first inside the theme's
 * provider, and the theme's CSS variables for both color schemes after the app, where MUI's provider
 * for a theme with CSS variables put them (docs/decisions/0079). The theme is made whole here.
 */
export function AppProviders({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const theme = getTheme();
  return (
    <PageProviders
      cache={cache}
      theme={theme}
      before={<CssBaseline />}
      after={<GlobalStyles styles={themeVariables(theme)} />}
    >
      {children}
    </PageProviders>
  );
}

/** The theme's CSS variables for both color schemes, as MUI's provider writes them. */
const themeVariables = (theme: object) =>
  (theme as { generateStyleSheets: () => object[] }).generateStyleSheets();
