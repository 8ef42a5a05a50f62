/**
 * The words of the wizard's later parts (later-parts.ts: the review, the notices, the confirmation),
 * in their chunk rather than in the page's first load. Text only: the Spanish build shows
 * `later-copy.es.ts` instead.
 */

/** The review step (review-step.tsx). */
export const reviewCopy = {
  edit: 'Edit',
  /** The Edit button's accessible name: "Edit Contact Info". */
  editStep: (title: string) => `Edit ${title}`,
  /** An answer left empty. */
  noAnswer: '—',
};

/** Shown instead of the form while another tab edits the application (open-elsewhere-notice.tsx). */
export const openElsewhereCopy = {
  title: 'Your application is open in another tab',
  text: 'To keep your answers and photo from being overwritten, the application can be edited in one tab or window at a time. Continue in the other one, or use it here: the other one will stop saving, and this one shows your latest saved answers.',
  useHere: 'Use it here',
};

/** What was found for a reopened draft whose send had not finished (send-check-notice.tsx). */
export const sendCheckCopy = {
  checking: 'Checking whether your application arrived…',
  close: 'Close',
  failedTitle: 'We could not check whether your application arrived',
  failedText:
    'Your last attempt to send it did not finish, and we could not reach our server to find out whether it arrived. When you press Confirm & Submit, we check first: it will never be sent twice.',
  notArrivedTitle: 'Your application has not been sent yet',
  notArrivedText:
    'Your last attempt to send it did not reach us. Your answers are here: press Confirm & Submit on the review step to send it.',
  arrivedTitle: 'Your application arrived',
  /** `sentOn` is `sentOn(date)`, or '' when the time is not known. */
  arrivedText: (sentOn: string) =>
    `We received the application you sent${sentOn}. You changed some answers since: press Confirm & Submit on the review step to send them as an update, and our team will use the updated answers.`,
  sentOn: (date: string) => ` on ${date}`,
  /** The locale the date is written in (`Date.toLocaleString`). */
  dateLocale: 'en-US',
};

/** After a successful submission (submission-confirmation.tsx). */
export const confirmationCopy = {
  title: (update: boolean, name: string) =>
    `${update ? 'Updated application sent' : 'Application sent'}. Thank you${name ? `, ${name}` : ''}!`,
  text: (update: boolean) =>
    `${
      update
        ? 'Our onboarding team has your updated answers and will use them in place of the ones you sent before. '
        : 'Our onboarding team has your application and will review it within a few business days. '
    }We will contact you by phone or email about next steps.`,
  /** "Questions in the meantime? Call (888) 868-4111." around the phone link. */
  questionsCall: { before: 'Questions in the meantime? Call', after: '.' },
  close: 'Close',
};
