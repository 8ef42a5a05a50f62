/** Copy of the /jobs page around the application wizard. */
export const jobsPageCopy = {
  title: 'Drive With Us: Apply Online',
  heading: 'Drive With Us',
  description:
    'Apply online to join our roadside assistance team as a 1099 independent contractor driver. Four short steps; your answers are saved as you go.',
  intro: [
    'We are looking for reliable roadside technicians to join us as 1099 independent contractors. You set your own availability, bring your own tools, and the more calls you take, the more you earn.',
    'The application takes about 10 minutes in four short steps. Your answers are saved on this device as you go, so you can finish it later.',
  ],
  noScript:
    'The online application needs JavaScript, which is turned off in this browser. To apply by phone, call us at',
} as const;
