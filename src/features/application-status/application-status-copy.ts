import { retention } from '../../content/retention';

const days = retention.applicationStatusDays;

/**
 * The words of the applicant's status page (/application-status;
 * docs/decisions/0063-team-actions-and-status-page.md). The Spanish build shows
 * application-status-copy.es.ts instead.
 */
export const applicationStatusCopy = {
  /** Dates are written for this language (the reader's time zone). */
  dateLocale: 'en-US',
  heading: 'Your application',
  loading: 'Looking up where your application stands…',
  /** Under the heading, when another link was opened in the same tab (the page then reads it). */
  anotherLink: 'This page now shows the link you just opened.',
  hello: (firstName: string) => (firstName ? `Hello, ${firstName}.` : 'Hello.'),
  stagesHeading: 'Where it stands',
  stages: {
    received: 'Received',
    read: 'Read by our team',
    call: 'We will call you',
    declined: 'Not a fit right now',
  },
  notYet: 'Not yet',
  /** What the latest stage means, said (and announced) above the stages. */
  now: {
    received:
      'We received your application. Our onboarding team reviews every application within a few business days.',
    read: 'Our onboarding team has read your application.',
    call: (phone: string) =>
      `Our onboarding team will call you soon from ${phone}. Save the number so you know it is us.`,
    declined:
      'Thank you for applying. Your application is not a fit for us right now, and we sent you an email about it. If your situation changes, you are welcome to apply again.',
  },
  contact: 'Questions about your application? Call or text us.',
  invalidTitle: "This link isn't valid or has expired.",
  invalidHelp: (phone: string) =>
    `Make sure you opened the whole link from our email. Status links work for ${days} days after your application reached our team. To ask about your application, call or text us at ${phone}.`,
  /** Completes "we couldn't …" in the message of a failed request (lib/backend-error-message.ts). */
  failureAction: 'look up your application',
  retry: 'Try again',
  noScript:
    'This page needs JavaScript to show where your application stands. Turn it on and open the link again, or call us.',
} as const;
