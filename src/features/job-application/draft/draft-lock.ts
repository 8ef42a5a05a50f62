/**
 * One tab at a time edits the saved application (docs/decisions/0033-one-tab-edits-the-draft.md):
 * two tabs saving the same draft would silently overwrite each other's answers and photo. A Web Lock
 * names the tab that may save. A second tab waits briefly (so a reload or React's development double
 * mount gets it), then learns it is held elsewhere; it may take it over (`steal`), and the tab that
 * loses it is told so and stops saving.
 *
 * Where the browser has no Web Locks (older browsers, jsdom), every tab may save, as before.
 */
export const DRAFT_LOCK_NAME = 'job-application-draft';
/** How long a tab waits for the lock before saying the application is open elsewhere. */
export const DRAFT_LOCK_WAIT_MS = 700;

export interface DraftLock {
  /** Lets the lock go (the page leaves the wizard). */
  release: () => void;
}

function locksOf(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

/**
 * Takes the draft's lock: resolves to the held lock, or null when another tab holds it. With `steal`,
 * takes it from that tab. `onLost` runs if another tab later takes it from this one.
 */
export function takeDraftLock(
  { steal = false }: { steal?: boolean },
  onLost: () => void,
): Promise<DraftLock | null> {
  const locks = locksOf();
  if (!locks) return Promise.resolve({ release: () => undefined });
  // A free lock is taken at once, however busy the page is (a slow phone still hydrating it could
  // otherwise run out the wait before the grant is handed over); only a held one is waited for.
  if (steal) return requestLock(locks, { steal: true }, onLost);
  return requestLock(locks, { ifAvailable: true }, onLost).then(
    (lock) =>
      lock ?? requestLock(locks, { signal: AbortSignal.timeout(DRAFT_LOCK_WAIT_MS) }, onLost),
  );
}

/** One request for the lock: the held lock, or null when it was not granted. */
function requestLock(
  locks: LockManager,
  options: LockOptions,
  onLost: () => void,
): Promise<DraftLock | null> {
  return new Promise((resolve) => {
    let acquired = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    locks
      .request(DRAFT_LOCK_NAME, options, async (lock) => {
        // `ifAvailable` and the lock is held elsewhere: not granted.
        if (!lock) {
          resolve(null);
          return;
        }
        acquired = true;
        resolve({ release });
        await held;
      })
      .catch(() => {
        // Before it was granted: the wait timed out, another tab holds it. After: it was stolen.
        if (acquired) onLost();
        else resolve(null);
      });
  });
}
