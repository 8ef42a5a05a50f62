import { vi } from 'vitest';

/** GeolocationPositionError's codes. */
export const PERMISSION_DENIED = 1;
export const POSITION_UNAVAILABLE = 2;
export const TIMEOUT = 3;

/**
 * A stand-in for `navigator.geolocation` whose answer the test gives when it wants: `answer` with a
 * position, `fail` with an error code. `requests` holds the options of each `getCurrentPosition`.
 */
export function fakeGeolocation() {
  let onSuccess: PositionCallback | undefined;
  let onError: PositionErrorCallback | null | undefined;
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      error?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      onSuccess = success;
      onError = error;
    },
  );
  const geolocation = {
    getCurrentPosition,
    watchPosition: vi.fn(() => 0),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
  return {
    geolocation,
    getCurrentPosition,
    answer(coords: { latitude: number; longitude: number; accuracy: number }) {
      onSuccess?.({ coords, timestamp: Date.now() } as unknown as GeolocationPosition);
    },
    fail(code: number) {
      onError?.({
        code,
        message: 'test',
        PERMISSION_DENIED,
        POSITION_UNAVAILABLE,
        TIMEOUT,
      } as GeolocationPositionError);
    },
  };
}

/**
 * Gives jsdom's `navigator` a geolocation (or none) and a user agent for one test. Returns a function
 * that takes them away again.
 */
export function stubNavigator({
  geolocation,
  userAgent,
  maxTouchPoints,
}: {
  geolocation?: Geolocation;
  userAgent?: string;
  maxTouchPoints?: number;
}) {
  const own: string[] = [];
  const define = (key: string, value: unknown) => {
    Object.defineProperty(window.navigator, key, { value, configurable: true });
    own.push(key);
  };
  if (geolocation) define('geolocation', geolocation);
  if (userAgent !== undefined) define('userAgent', userAgent);
  if (maxTouchPoints !== undefined) define('maxTouchPoints', maxTouchPoints);
  return () => {
    for (const key of own) delete (window.navigator as unknown as Record<string, unknown>)[key];
  };
}
