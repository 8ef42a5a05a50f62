import { company } from './company';

/**
 * The offline page (docs/decisions/0058-offline-site.md): what the service worker shows for a page
 * the device never saw while there is no connection. Calls and texts need no data connection.
 */
export const offlineCopy = {
  title: 'No connection',
  description: 'This page is not saved on this device and there is no data connection right now.',
  heading: 'No data connection',
  text: `This page is not saved on your device yet. Calls and texts still work without data: we answer ${company.hours}.`,
  /** Followed by the number. */
  call: 'Call',
  textLabel: 'Text us',
  home: 'Go to the home page',
} as const;
