/**
 * The page shown when a route throws (src/pages/route-error-page.tsx): the two ways forward are to
 * reload, or to call (the call button's words are the contact buttons', components/ui/ui-copy.ts).
 */
export const routeErrorCopy = {
  heading: 'Something went wrong',
  text: 'This page could not be shown. Please reload it. If you need roadside help right now, call us.',
  reload: 'Reload the page',
} as const;
