/** The one table of the site's paths. Routes, header, drawer and footer all read from here. */
export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  jobs: '/jobs',
  evCharging: '/ev-charging',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /** Opened from the newsletter's confirmation mail only: in no navigation, never indexed. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
