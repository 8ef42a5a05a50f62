/** The menu's id, which the menu button's `popovertarget` names. */
export const MOBILE_DRAWER_ID = 'mobile-navigation';
