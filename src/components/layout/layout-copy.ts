/**
 * The words of the frame around every page: the skip link, the brand link, the header, the mobile
 * menu and the phones' call bar. (The footer's are in site-footer-copy.ts, loaded with the footer.)
 */
export const layoutCopy = {
  skipLink: 'Skip to main content',
  /** The brand link's accessible name, e.g. "RoadReady home". */
  brandHome: (shortName: string) => `${shortName} home`,
  /** The name of the header's and the menu's navigation. */
  mainNav: 'Main',
  openMenu: 'Open menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
} as const;

/**
 * The phones' call bar. The call button shows `call`, then the number when there is room; its
 * accessible name is both. The text button shows `textShort` when there is room; its accessible name
 * is `textName`, which contains it.
 */
export const callBarCopy = {
  name: 'Call or text for help',
  call: 'Call',
  textShort: 'Text us',
  textName: 'Text us',
} as const;
