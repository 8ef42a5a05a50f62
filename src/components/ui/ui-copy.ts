/**
 * The words of the shared controls: the call and text buttons (their words come before the company's
 * number: "Call" and the number) and the page-loading line.
 */
export const contactCopy = {
  call: 'Call',
  text: 'Text',
} as const;

export const pageLoadingCopy = {
  loading: 'Loading the page…',
} as const;
