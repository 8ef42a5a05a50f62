/**
 * Every colour of the site, of its pictures and of its icons, written once
 * (docs/decisions/0062-one-palette.md). The theme (theme.ts), the web manifest and the tests import
 * them. The pictures in src/assets, public/favicon.svg (and the PNG icons drawn from it) and
 * index.html's `theme-color` hold the values themselves, as `npm run palette` writes them.
 *
 * To change a colour: change it here, run `npm run palette`, commit what it rewrote.
 * tests/unit/palette-files.test.ts fails while a file holds a colour that is not here, and
 * tests/unit/contrast.test.ts while a pair the site draws falls short of WCAG AA.
 *
 * Write each value once, as `#RRGGBB`; a colour that is another's is a reference to it.
 */

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
  white: '#FFFFFF',
  /** Error text on navy (the newsletter form in the footer): a light red instead of `red`. */
  redOnNavy: '#FFCDD2',
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
  /** The blue of a hovered button. */
  blueDark: '#7AA9F0',
  red: '#FF9E97',
} as const;

/** The keyboard focus ring: 3:1 or more against every surface it is drawn on. */
export const focusRing = {
  /** On white and light grey pages (6:1 on white). */
  onLight: '#1A56DB',
  /** On navy (the header, hero, footer, call bar) and on the night scheme's pages. */
  onDark: brand.amber,
} as const;

/**
 * The pictures' own shades (the hero, the services' pictures, the partner logos), beside the
 * brand's navy, amber, surface grey and white, which they use too.
 */
export const artwork = {
  /** The night sky at its top (the hero). */
  skyTop: '#071A33',
  /** The night sky at the horizon (the hero). */
  skyHorizon: '#1D4E89',
  /** The road at night (the hero). */
  road: '#0A1E38',
  /** Far hills, the truck's windows. */
  navyMid: '#13315C',
  /** Near hills, the truck's body, the lines of the services' pictures. */
  navyLight: '#1D3F6E',
  /** Bumpers, a battery cable and clamp, a charging cable. */
  slate: '#33415C',
  /** Steel: hubs, tools, the car's body. */
  steel: '#8A9BB0',
  /** Glass and light panels. */
  glass: '#C9D6E8',
  /** The shaded side of amber things (a fuel can, a wedge, a key, a wrench). */
  amberShade: '#E09E00',
  /** The tow truck's beacon, a battery's plus side and cable, a fuel gauge's empty end. */
  signalRed: '#C62828',
  /** The moon. */
  moon: '#FFF4D6',
  /** The moon's craters. */
  moonCrater: '#F1E2BC',
  /** The truck's headlight beam. */
  headlight: '#FFE08A',
  /** Shadows, drawn translucent. */
  shadow: '#000000',
  /** The partner logos' second colour, their small print ("INSURANCE") included. */
  logoGrey: '#5B6B7F',
} as const;
