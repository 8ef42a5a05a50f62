import { useCallback, useEffect, useRef, useState } from 'react';
import { company, smsHref } from '../../content/company';
import type { LocationFailureReason } from '../../content/share-location';
import { openInMessagesApp } from './open-in-messages-app';
import { loadPrepare, prefetchPrepareWhenIdle } from './prefetch-prepare';

export type ShareLocationState =
  /** Nothing happening; `cancelled` right after the driver stopped the search. */
  | { phase: 'idle'; cancelled?: boolean }
  | { phase: 'finding' }
  /** The message was opened: `href` is its `sms:` URL, `failure` why the position is not in it. */
  | { phase: 'opened'; href: string; failure?: LocationFailureReason };

function usePrefetchOnTouchDevices() {
  useEffect(() => prefetchPrepareWhenIdle(), []);
}

export interface ShareLocation {
  state: ShareLocationState;
  /** Finds the position and opens the message, or stops finding it when it is already under way. */
  toggle: () => void;
  /** Forgets the last outcome (hides the note). */
  dismiss: () => void;
}

/**
 * The state of one "Text us my location" action. The browser's APIs are read only when the driver
 * presses the action, never during render, so the server's HTML and the first render are the same.
 * The position only goes into the message: it is not stored, logged or sent anywhere.
 */
export function useShareLocation(): ShareLocation {
  const [state, setState] = useState<ShareLocationState>({ phase: 'idle' });
  const search = useRef<AbortController | null>(null);
  usePrefetchOnTouchDevices();

  // Leaving the page stops the search: a late position must not open a message.
  useEffect(() => () => search.current?.abort(), []);

  const start = useCallback(async () => {
    const controller = new AbortController();
    search.current = controller;
    setState({ phase: 'finding' });
    let prepared: { href: string; failure?: LocationFailureReason };
    try {
      const { prepareLocationText } = await loadPrepare();
      prepared = await prepareLocationText(navigator, company.heroPhone.e164, controller.signal);
    } catch {
      // Cancelled: `toggle` has already said so. Anything else (the code could not be fetched) still
      // leaves the driver a way to text us: the plain link.
      prepared = { href: smsHref(company.heroPhone), failure: 'error' };
    }
    if (controller.signal.aborted) return;
    search.current = null;
    setState({ phase: 'opened', ...prepared });
    openInMessagesApp(prepared.href);
  }, []);

  const toggle = useCallback(() => {
    if (search.current) {
      search.current.abort();
      search.current = null;
      setState({ phase: 'idle', cancelled: true });
    } else {
      void start();
    }
  }, [start]);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, toggle, dismiss };
}
