/** Colors of the brand: navy and safety amber, high contrast for reading in sunlight and at night. */
export const brand = {
  navy: '#0B2545',
  navyDark: '#061631',
  amber: '#FFB400',
  amberDark: '#C98A00',
  red: '#B71C1C',
  ink: '#111827',
  muted: '#374151',
  surface: '#EEF2F7',
} as const;

/**
 * The night scheme (the phone's dark mode): dark navy surfaces, light text, a light blue where the
 * day scheme uses navy for text and outlines. Every pair meets WCAG AA (4.5:1 for text).
 */
export const night = {
  background: '#0D1525',
  paper: '#152036',
  band: '#111B2E',
  text: '#E8EDF5',
  muted: '#B9C3D2',
  blue: '#9EC5FF',
  red: '#FF9E97',
} as const;

/** The keyboard focus ring: 3:1 or more against every surface it is drawn on. */
export const focusRing = {
  /** On white and light grey pages (6:1 on white). */
  onLight: '#1A56DB',
  /** On navy (the header, hero, footer, call bar) and on the night scheme's pages. */
  onDark: brand.amber,
} as const;
