/**
 * Debounce helper (default 500 ms, the draft's; docs/decisions/0003-draft-and-retries.md). Returns
 * the debounced function plus `flush` and `cancel`.
 */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, waitMs = 500) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const call = pending;
      pending = undefined;
      if (call) fn(...call);
    }, waitMs);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const call = pending;
    pending = undefined;
    if (call) fn(...call);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return debounced;
}
