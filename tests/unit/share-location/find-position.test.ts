import { describe, expect, it } from 'vitest';
import {
  FindPositionError,
  POSITION_OPTIONS,
  findPosition,
} from '../../../src/features/share-location/find-position';
import { prepareLocationText } from '../../../src/features/share-location/prepare-location-text';
import {
  PERMISSION_DENIED,
  POSITION_UNAVAILABLE,
  TIMEOUT,
  fakeGeolocation,
} from './fake-geolocation';
import { company } from '../../../src/content/company';

/** The number the messages go to: the company's. */
const PHONE = company.heroPhone.e164;

const HERE = { latitude: 34.0522342, longitude: -118.2436849, accuracy: 8 };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/139.0.0.0';

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof FindPositionError ? error.reason : String(error)),
  );

describe('finding the position', () => {
  it('asks for a precise position, with a short timeout, accepting a fix up to a minute old', async () => {
    const fake = fakeGeolocation();

    const found = findPosition(fake.geolocation);
    fake.answer(HERE);

    await expect(found).resolves.toEqual(HERE);
    expect(fake.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fake.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
    expect(POSITION_OPTIONS.timeout).toBeLessThanOrEqual(15_000);
  });

  it.each([
    ['denied', PERMISSION_DENIED],
    ['unavailable', POSITION_UNAVAILABLE],
    ['timeout', TIMEOUT],
  ])('fails as %s when the browser reports code %i', async (reason, code) => {
    const fake = fakeGeolocation();

    const found = findPosition(fake.geolocation);
    fake.fail(code);

    expect(await reasonOf(found)).toBe(reason);
  });

  it('fails as unsupported when the browser has no geolocation', async () => {
    expect(await reasonOf(findPosition(undefined))).toBe('unsupported');
  });

  it('fails as unavailable when the browser throws instead of answering', async () => {
    const geolocation = {
      getCurrentPosition: () => {
        throw new Error('not allowed here');
      },
    } as unknown as Geolocation;

    expect(await reasonOf(findPosition(geolocation))).toBe('unavailable');
  });

  it('fails as cancelled the moment the search is stopped, and ignores a late position', async () => {
    const fake = fakeGeolocation();
    const controller = new AbortController();

    const found = findPosition(fake.geolocation, controller.signal);
    controller.abort();
    fake.answer(HERE);

    expect(await reasonOf(found)).toBe('cancelled');
  });

  it('does not ask the browser at all when already cancelled', async () => {
    const fake = fakeGeolocation();
    const controller = new AbortController();
    controller.abort();

    expect(await reasonOf(findPosition(fake.geolocation, controller.signal))).toBe('cancelled');
    expect(fake.getCurrentPosition).not.toHaveBeenCalled();
  });
});

describe('preparing the text message', () => {
  it('addresses it to the number with the position, in the iOS form on an iPhone', async () => {
    const fake = fakeGeolocation();

    const prepared = prepareLocationText(
      { geolocation: fake.geolocation, userAgent: IPHONE, maxTouchPoints: 5 },
      PHONE,
    );
    fake.answer(HERE);

    await expect(prepared).resolves.toEqual({
      href:
        `sms:${PHONE}&body=Hi%2C%20I%20need%20roadside%20assistance.%20My%20location%3A%0A` +
        'https%3A%2F%2Fwww.google.com%2Fmaps%2Fsearch%2F%3Fapi%3D1%26query%3D34.05223%252C-118.24368%0A' +
        'Accurate%20to%20about%2026%20ft%20(8%20m).',
    });
  });

  it('uses the Android form on Android', async () => {
    const fake = fakeGeolocation();

    const prepared = prepareLocationText(
      { geolocation: fake.geolocation, userAgent: ANDROID, maxTouchPoints: 5 },
      PHONE,
    );
    fake.answer(HERE);

    const { href } = await prepared;
    expect(
      href.startsWith(
        `sms:${PHONE}?body=Hi%2C%20I%20need%20roadside%20assistance.%20My%20location%3A%0A`,
      ),
      href,
    ).toBe(true);
  });

  it.each([
    ['denied', PERMISSION_DENIED],
    ['unavailable', POSITION_UNAVAILABLE],
    ['timeout', TIMEOUT],
  ])(
    'still prepares a message when the position is %s, asking where the driver is',
    async (reason, code) => {
      const fake = fakeGeolocation();

      const prepared = prepareLocationText(
        { geolocation: fake.geolocation, userAgent: ANDROID },
        PHONE,
      );
      fake.fail(code);

      await expect(prepared).resolves.toEqual({
        href: `sms:${PHONE}?body=Hi%2C%20I%20need%20roadside%20assistance.%20I%20am%20at%20(road%2C%20direction%2C%20nearest%20exit%20or%20landmark)%3A%20`,
        failure: reason,
      });
    },
  );

  it('still prepares a message when the browser has no geolocation', async () => {
    const prepared = await prepareLocationText({ userAgent: IPHONE }, PHONE);

    expect(prepared.failure).toBe('unsupported');
    expect(prepared.href.startsWith(`sms:${PHONE}&body=Hi%2C%20I%20need`), prepared.href).toBe(
      true,
    );
  });

  it('prepares nothing when cancelled', async () => {
    const fake = fakeGeolocation();
    const controller = new AbortController();

    const prepared = prepareLocationText(
      { geolocation: fake.geolocation, userAgent: ANDROID },
      PHONE,
      controller.signal,
    );
    controller.abort();

    expect(await reasonOf(prepared)).toBe('cancelled');
  });
});
