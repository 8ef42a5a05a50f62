import { shareLocationMessageCopy as message } from '../../content/share-location-message';

/** The part of a browser position the message uses (`GeolocationCoordinates`). */
export interface Coordinates {
  latitude: number;
  longitude: number;
  /** Radius of the 95% confidence circle, in meters. */
  accuracy: number;
}

/** Which `sms:` form the phone understands. Android's is RFC 5724's, so it is also the default. */
export type SmsPlatform = 'ios' | 'android';

const FEET_PER_METER = 3.28084;
const METERS_PER_MILE = 1609.344;

/** A coordinate rounded to 5 decimals (about 1 m), without trailing zeros: 40.7127753 → "40.71278". */
export function formatCoordinate(value: number): string {
  // `Number` drops trailing zeros and turns "-0.00000" into 0.
  return String(Number(value.toFixed(5)) || 0);
}

/**
 * A Google Maps "search" URL for the point: Google documents it as the universal, cross-platform maps
 * link. It opens the Google Maps app on Android and on an iPhone that has it, and Google Maps in the
 * browser otherwise. The comma is encoded, as in Google's examples, so a messages app that detects
 * links does not cut the link at it.
 */
export function mapsUrl({ latitude, longitude }: Pick<Coordinates, 'latitude' | 'longitude'>) {
  return `https://www.google.com/maps/search/?api=1&query=${formatCoordinate(latitude)}%2C${formatCoordinate(longitude)}`;
}

/**
 * The accuracy for a US driver, with the metric value after it: "33 ft (10 m)" up to 1,000 feet,
 * then "1.2 mi (1.9 km)". Never "0": a circle under half a meter reads as 1 m.
 */
export function formatAccuracy(meters: number): string {
  const feet = meters * FEET_PER_METER;
  if (feet < 1000) {
    return `${Math.max(1, Math.round(feet))} ${message.feet} (${Math.max(1, Math.round(meters))} m)`;
  }
  return `${(meters / METERS_PER_MILE).toFixed(1)} ${message.miles} (${(meters / 1000).toFixed(1)} km)`;
}

/** The text message with the driver's position: a request for help, a map link, the accuracy. */
export function locationMessage(coordinates: Coordinates): string {
  const lines = [`${message.help} ${message.location}`, mapsUrl(coordinates)];
  if (Number.isFinite(coordinates.accuracy) && coordinates.accuracy >= 0) {
    lines.push(message.accuracy(formatAccuracy(coordinates.accuracy)));
  }
  return lines.join('\n');
}

/** The text message when the position could not be added: it asks the driver to say where they are. */
export function describeLocationMessage(): string {
  return `${message.help} ${message.describe}`;
}

/**
 * An `sms:` URL addressed to `phoneE164` with `body` prefilled, percent-encoded as a URI component
 * (spaces as %20, line breaks as %0A, "&" as %26). iOS (8 and later) reads the body after "&";
 * Android and RFC 5724 after "?".
 */
export function smsUrl(phoneE164: string, body: string, platform: SmsPlatform): string {
  const separator = platform === 'ios' ? '&' : '?';
  return `sms:${phoneE164}${separator}body=${encodeURIComponent(body)}`;
}

/** The parts of `navigator` that tell an iPhone or iPad from everything else. */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints?: number;
}

/** iPhone, iPod and iPad, including an iPad that presents itself as a Mac (iPadOS 13+) → 'ios'. */
export function smsPlatformOf({ userAgent, maxTouchPoints = 0 }: DeviceHints): SmsPlatform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}
