import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import type { PageLink } from '../../lib/fragment-token';
import { scrollToAndFocus } from '../../lib/scroll';
import { Alert } from './alert';

/**
 * How a page a mailed link opens follows another link opened in the same tab (the address's fragment
 * changed to another token: lib/fragment-token.ts; docs/decisions/0071-a-link-is-kept-from-first-paint.md).
 * Returns which link the page shows: 0 for the one it opened with, then 1, 2… The page keys the part
 * that belongs to one link with it, so that this part starts again in the new link's first state
 * (its button, nothing done); and each time, the page's heading takes the focus, so that a keyboard or
 * screen reader user starts again from the top of what changed. `AnotherLinkNote` says why.
 */
export function useFollowLink(link: PageLink, heading: RefObject<HTMLElement | null>): number {
  const [shown, setShown] = useState(0);
  useEffect(() => link.subscribe(() => setShown((count) => count + 1)), [link]);
  useEffect(() => {
    if (shown > 0 && heading.current) scrollToAndFocus(heading.current, 'start');
  }, [shown, heading]);
  return shown;
}

/**
 * Under the page's heading: a live region, empty until another link is shown, then a note that says so
 * (`message`, from the page's copy), announced each time (a new note for each new link).
 */
export function AnotherLinkNote({ shown, message }: { shown: number; message: string }) {
  return (
    <Box aria-live="polite">
      {shown > 0 && (
        <Alert key={shown} severity="info" role="note" sx={{ mb: 3 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}

/**
 * What a page that reads its link on opening shows while it does: `loading` ("Loading…"), or, on a
 * page opened with no link at all (a mail app that dropped the address's fragment, an address typed
 * by hand), `missing`, its notice that the link is not valid, from the first paint: the page's inline
 * script marks such a page (`<html data-no-link>`) before any of its code has arrived, and index.html's
 * CSS shows the one or the other. The read then fails as for any link that is not valid, and the page
 * shows the same notice in the same place. Where there is no inline script (`npm run dev`, unit
 * tests) `missing` stays hidden (docs/decisions/0080-a-missing-link-said-at-first-paint.md).
 */
export function WhileLinkIsRead({ loading, missing }: { loading: ReactNode; missing: ReactNode }) {
  return (
    <>
      <div className="if-link">{loading}</div>
      <div className="if-no-link" hidden>
        {missing}
      </div>
    </>
  );
}
