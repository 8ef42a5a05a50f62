import { Component, Suspense, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Typography } from '../../../components/ui/typography';
import { lazyModule } from '../../../lib/lazy-module';
import { laterPartsCopy } from './copy';
import { Button } from '../../../components/ui/button';

/**
 * The wizard's later parts (later-parts.ts): a chunk of their own, fetched once the page is idle
 * (`usePrefetchLaterParts`) or as soon as something needs them, and fetched again after a failure.
 * The service worker keeps the chunk with the rest of the site, so it is there offline.
 */
export const laterParts = lazyModule(() => import('./later-parts'));

/**
 * Fetches the later parts once the page has started and the browser is idle (React's work and the
 * first step's included), so a later step opens at once. A failure is left to the part that needs
 * the chunk, which fetches it again.
 */
export function usePrefetchLaterParts(start: boolean) {
  useEffect(() => {
    if (!start) return;
    const prefetch = () => void laterParts.preload().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, [start]);
}

interface BoundaryProps {
  children: ReactNode;
  /** Says what is missing (a step's questions), or shows nothing while it loads (a notice). */
  what: 'step' | 'notice';
}

/** Shows what a failed download of the later parts left out, with a button to fetch it again. */
class LaterPartsFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ my: 2 }}>
        <Typography sx={{ mb: 1 }}>
          {this.props.what === 'step' ? laterPartsCopy.stepFailed : laterPartsCopy.noticeFailed}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            // Downloads the chunk again; the part shows it is loading meanwhile (lazy-module.tsx).
            laterParts.preload().catch(() => undefined);
            this.setState({ failed: false });
          }}
        >
          {laterPartsCopy.tryAgain}
        </Button>
      </Box>
    );
  }
}

/**
 * Around a part of the wizard whose code may not have arrived yet: a step says it is loading, a
 * notice shows nothing meanwhile; a failed download says so and offers to try again.
 */
export function LaterPart({ children, what }: BoundaryProps) {
  return (
    <LaterPartsFailure what={what}>
      <Suspense
        fallback={
          what === 'step' ? (
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              {laterPartsCopy.loadingStep}
            </Typography>
          ) : null
        }
      >
        {children}
      </Suspense>
    </LaterPartsFailure>
  );
}
