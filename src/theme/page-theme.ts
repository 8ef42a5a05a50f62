import type { Theme } from '@mui/material/styles';
import { getTheme } from './theme';

/**
 * The theme a prerendered page hydrates with: the light scheme computed, the dark one in the page's
 * CSS (`getTheme`'s `schemesInPage`). Here it is made on first use, as the dev server and the tests
 * make it; the browser build replaces this module with one that holds the theme's data, written at
 * build time from this very theme (`themeMadeAtBuild` in vite.config.ts, docs/decisions/0084).
 */
export const pageTheme = (): Theme => getTheme({ schemesInPage: true });
