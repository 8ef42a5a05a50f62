import type { Coordinates } from './location-message';

/**
 * Asked of the browser: the best position it can give (GPS on a phone), within 10 seconds of the
 * driver allowing it, and a fix up to a minute old is good enough for a driver who is not moving.
 */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

/** Why the browser gave no position. */
export type PositionFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported';
/** Why no position came back: a failure of the browser, or the driver pressing Cancel. */
export type FindPositionFailure = PositionFailure | 'cancelled';

/** Thrown by `findPosition`; `reason` says which of the failures it was. */
export class FindPositionError extends Error {
  constructor(readonly reason: FindPositionFailure) {
    super(`No position: ${reason}`);
    this.name = 'FindPositionError';
  }
}

// GeolocationPositionError's codes (PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT).
const REASON_BY_CODE: Record<number, PositionFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/**
 * The device's position, once. Rejects with a `FindPositionError`: 'unsupported' when there is no
 * geolocation API, 'denied', 'unavailable' or 'timeout' as the browser reports, 'cancelled' as soon
 * as `signal` aborts (the browser cannot be stopped; its late answer is ignored). The position is only
 * returned, never stored or sent anywhere.
 */
export function findPosition(
  geolocation: Geolocation | undefined,
  signal?: AbortSignal,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const fail = (reason: FindPositionFailure) => reject(new FindPositionError(reason));
    if (signal?.aborted) return fail('cancelled');
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      return fail('unsupported');
    }
    signal?.addEventListener('abort', () => fail('cancelled'), { once: true });
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: coords.accuracy,
          }),
        (error) => fail(REASON_BY_CODE[error.code] ?? 'unavailable'),
        POSITION_OPTIONS,
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
      fail('unavailable');
    }
  });
}
