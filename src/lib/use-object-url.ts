import { useEffect, useMemo, useRef } from 'react';

/**
 * A `blob:` address showing `file` in an `<img>`, revoked once the file changes or the component goes.
 * The revocation waits a moment, so React's second mount of an effect in development (which runs the
 * cleanup, then the effect again with the same address) does not leave the image broken.
 */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  const pending = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    if (pending.current?.url === url) {
      clearTimeout(pending.current.timer);
      pending.current = null;
    }
    return () => {
      if (!url) return;
      pending.current = { url, timer: setTimeout(() => URL.revokeObjectURL(url), 0) };
    };
  }, [url]);
  return url;
}
