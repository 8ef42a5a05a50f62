/**
 * The page frame, in one place. Heights are in rem plus a fixed part, so they grow with the text size
 * (a phone's large-text setting, 200% zoom of text) and the fixed header and call bar never cover
 * what they are meant to sit beside.
 */

/** The fixed header: 64 px at the default text size. */
export const HEADER_HEIGHT = 'calc(2.5rem + 24px)';

/** The phones' fixed call bar: 72 px at the default text size. */
export const CALL_BAR_HEIGHT = 'calc(2.75rem + 28px)';

/** Room kept between a focused or scrolled-to element and the header or call bar. */
export const SCROLL_GAP = '16px';

/**
 * Every page and the footer share one content width and left edge (MUI's `lg` container); long
 * reading text is held to a comfortable line length inside it, aligned to the same edge.
 */
export const CONTENT_WIDTH = 'lg' as const;
export const READING_WIDTH = '46rem';
