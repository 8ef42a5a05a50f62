/**
 * Copy of the "Text us my location" action: the button and what the page says while and after it
 * works. The text message itself is in `share-location-message.ts` (loaded only when pressed).
 */
export const shareLocationCopy = {
  action: 'Text us my location',
  /** The button's visible label while the position is being found; pressing it stops. */
  cancel: 'Cancel',
  /** The button's accessible name while the position is being found. */
  cancelName: 'Cancel finding my location',
  finding: 'Finding your location…',
  found: 'Your location is in the message. Check it, then press send.',
  cancelled: 'Stopped finding your location. Nothing was sent.',
  /** Why the position is not in the message; followed by `describe`. */
  notAdded: {
    denied: 'Your location was not added: location access is turned off for this site.',
    timeout: 'Your location was not added: your phone could not find it in time.',
    unavailable: 'Your location was not added: your phone could not find it.',
    unsupported: 'Your location was not added: this browser cannot share it.',
    error: 'Your location was not added: something went wrong on this page.',
  },
  describe: 'Please tell us in the message where you are.',
  /** A link to the prepared message, in case the messages app did not open by itself. */
  openMessage: 'Open the message',
  /** Hides the note (the call bar shows it in a panel over the page). */
  dismiss: 'Dismiss',
} as const;

export type LocationFailureReason = keyof typeof shareLocationCopy.notAdded;
