import { FindPositionError, findPosition, type PositionFailure } from './find-position';
import {
  describeLocationMessage,
  locationMessage,
  smsPlatformOf,
  smsUrl,
  type DeviceHints,
} from './location-message';

/** What the browser offers: its geolocation API (absent in some) and the hints for the `sms:` form. */
export interface Device extends DeviceHints {
  geolocation?: Geolocation;
}

/** The `sms:` URL to open, and why the position is missing from it when it is. */
export interface PreparedText {
  href: string;
  failure?: PositionFailure;
}

/**
 * Finds the position and prepares the text message to `phoneE164`: with a map link when the position
 * came, asking the driver to say where they are when it did not (the driver is never left without a
 * message to send). Rejects only when `signal` aborts (`FindPositionError` 'cancelled').
 */
export async function prepareLocationText(
  device: Device,
  phoneE164: string,
  signal?: AbortSignal,
): Promise<PreparedText> {
  const platform = smsPlatformOf(device);
  try {
    const coordinates = await findPosition(device.geolocation, signal);
    return { href: smsUrl(phoneE164, locationMessage(coordinates), platform) };
  } catch (error) {
    if (!(error instanceof FindPositionError) || error.reason === 'cancelled') throw error;
    return {
      href: smsUrl(phoneE164, describeLocationMessage(), platform),
      failure: error.reason,
    };
  }
}
