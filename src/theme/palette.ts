/** Colours of the brand: navy and safety amber, high contrast for reading in sunlight. */
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
