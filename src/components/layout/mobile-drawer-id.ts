/** The drawer's id, for the menu button's aria-controls (kept apart so the drawer can load lazily). */
export const MOBILE_DRAWER_ID = 'mobile-navigation';
