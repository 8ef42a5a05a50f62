import { describe, expect, it } from 'vitest';
import {
  describeLocationMessage,
  formatAccuracy,
  formatCoordinate,
  locationMessage,
  mapsUrl,
  smsPlatformOf,
  smsUrl,
} from '../../../src/features/share-location/location-message';
import { company } from '../../../src/content/company';

/** The number the messages go to: the company's. */
const PHONE = company.heroPhone.e164;

const TIMES_SQUARE = { latitude: 40.7579747, longitude: -73.9855426, accuracy: 12 };

/** The body of an `sms:` URL, decoded, whichever separator it uses. */
const bodyOf = (href: string) => decodeURIComponent(href.replace(/^sms:[^?&]*[?&]body=/, ''));

describe('the coordinates in the message', () => {
  it('are rounded to 5 decimals, about a meter', () => {
    expect(formatCoordinate(40.7579747)).toBe('40.75797');
    expect(formatCoordinate(-73.9855426)).toBe('-73.98554');
  });

  it('lose trailing zeros and never read as minus zero', () => {
    expect(formatCoordinate(51.5)).toBe('51.5');
    expect(formatCoordinate(-122)).toBe('-122');
    expect(formatCoordinate(0.000004)).toBe('0');
    expect(formatCoordinate(-0.000004)).toBe('0');
    expect(formatCoordinate(0.00001)).toBe('0.00001');
  });

  it('go into a Google Maps link that opens on iPhone and Android, with the comma encoded', () => {
    expect(mapsUrl(TIMES_SQUARE)).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.75797%2C-73.98554',
    );
  });
});

describe('the accuracy in the message', () => {
  it('is in feet with meters after it, rounded to whole units', () => {
    expect(formatAccuracy(12)).toBe('39 ft (12 m)');
    expect(formatAccuracy(65.3)).toBe('214 ft (65 m)');
  });

  it('never reads as zero', () => {
    expect(formatAccuracy(0)).toBe('1 ft (1 m)');
    expect(formatAccuracy(0.2)).toBe('1 ft (1 m)');
  });

  it('is in miles and kilometers from 1,000 feet', () => {
    expect(formatAccuracy(304)).toBe('997 ft (304 m)');
    expect(formatAccuracy(305)).toBe('0.2 mi (0.3 km)');
    expect(formatAccuracy(2000)).toBe('1.2 mi (2.0 km)');
  });
});

describe('the text message', () => {
  it('asks for help, links to the position on a map and gives the accuracy, one per line', () => {
    expect(locationMessage(TIMES_SQUARE)).toBe(
      [
        'Hi, I need roadside assistance. My location:',
        'https://www.google.com/maps/search/?api=1&query=40.75797%2C-73.98554',
        'Accurate to about 39 ft (12 m).',
      ].join('\n'),
    );
  });

  it('leaves the accuracy out when the browser gives none', () => {
    expect(locationMessage({ ...TIMES_SQUARE, accuracy: Number.NaN })).toBe(
      [
        'Hi, I need roadside assistance. My location:',
        'https://www.google.com/maps/search/?api=1&query=40.75797%2C-73.98554',
      ].join('\n'),
    );
  });

  it('asks the driver to describe where they are when there is no position', () => {
    expect(describeLocationMessage()).toBe(
      'Hi, I need roadside assistance. I am at (road, direction, nearest exit or landmark): ',
    );
  });
});

describe('the sms: URL', () => {
  it('puts the body after "&" for iOS', () => {
    expect(smsUrl(PHONE, 'Help me', 'ios')).toBe(`sms:${PHONE}&body=Help%20me`);
  });

  it('puts the body after "?" for Android (RFC 5724)', () => {
    expect(smsUrl(PHONE, 'Help me', 'android')).toBe(`sms:${PHONE}?body=Help%20me`);
  });

  it('encodes the whole message with the map link, line breaks as %0A, exactly', () => {
    const body = locationMessage(TIMES_SQUARE);

    expect(smsUrl(PHONE, body, 'android')).toBe(
      `sms:${PHONE}?body=Hi%2C%20I%20need%20roadside%20assistance.%20My%20location%3A%0A` +
        'https%3A%2F%2Fwww.google.com%2Fmaps%2Fsearch%2F%3Fapi%3D1%26query%3D40.75797%252C-73.98554%0A' +
        'Accurate%20to%20about%2039%20ft%20(12%20m).',
    );
    expect(smsUrl(PHONE, body, 'ios')).toBe(
      smsUrl(PHONE, body, 'android').replace('?body=', '&body='),
    );
  });

  it('encodes every character that would end or split the body ("&", "?", "#", "=", "+")', () => {
    const body = 'A & B? #1 = +2 100% ü';
    for (const platform of ['ios', 'android'] as const) {
      const href = smsUrl(PHONE, body, platform);
      expect(href.slice(`sms:${PHONE}?body=`.length)).not.toMatch(/[&?#=+ ]/);
      expect(bodyOf(href)).toBe(body);
    }
  });

  it('gives back exactly the message when the phone decodes it', () => {
    const body = locationMessage(TIMES_SQUARE);
    expect(bodyOf(smsUrl(PHONE, body, 'ios'))).toBe(body);
    expect(bodyOf(smsUrl(PHONE, body, 'android'))).toBe(body);
  });
});

describe('which sms: form the phone gets', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
  const IPAD_AS_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

  it('is the iOS form on an iPhone, in Safari or any other browser', () => {
    expect(smsPlatformOf({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
    expect(smsPlatformOf({ userAgent: IPHONE.replace('Version/18.5', 'CriOS/139.0') })).toBe('ios');
  });

  it('is the iOS form on an iPad that presents itself as a Mac with a touch screen', () => {
    expect(smsPlatformOf({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios');
    expect(smsPlatformOf({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe('android');
  });

  it('is the Android (standard) form on Android and anything else', () => {
    expect(smsPlatformOf({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe('android');
    expect(smsPlatformOf({ userAgent: '' })).toBe('android');
  });
});
