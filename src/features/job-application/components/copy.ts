/**
 * The wizard's own words: buttons, notices, announcements, labels and hints. The questions are in
 * rules/questions.ts, the validation messages in rules/messages.ts, and what a failed send says in
 * sending/submission-copy.ts. Text only: the Spanish build shows `copy.es.ts` instead.
 */

/** The wizard around the steps (application-wizard.tsx). */
export const wizardCopy = {
  /** Above the step's heading: "Step 2 of 4". */
  stepOf: (number: number, count: number) => `Step ${number} of ${count}`,
  /** Announced when a step opens. */
  stepAnnouncement: (number: number, count: number, heading: string) =>
    `Step ${number} of ${count}: ${heading}`,
  /** The document's title while the wizard shows a step. */
  documentTitle: (number: number, count: number, title: string, siteName: string) =>
    `Step ${number} of ${count}: ${title} – Apply | ${siteName}`,
  /** Announced when Next finds answers that need fixing. */
  needsAttention: (count: number) =>
    `${count === 1 ? 'One answer needs' : `${count} answers need`} your attention before you can continue.`,
  /** Announced when Confirm & Submit sends the applicant back to a step with answers to fix. */
  stepNeedsAttention: (number: number, count: number, heading: string) =>
    `Step ${number} of ${count}: ${heading}. Some answers here need your attention before you can submit.`,
  /** Shown (and announced) while Next waits for the chosen photo to be ready. */
  preparingPhotoNote: 'Preparing your photo… The next step opens as soon as it is ready.',
  loadingSavedAnswers: 'Loading your saved answers…',
  progress: {
    checking: 'Checking whether your application already arrived…',
    preparingPhoto: 'Preparing your photo…',
    uploadingPhoto: (percent: number) => `Uploading your photo… ${percent}%`,
    sending: 'Sending your application…',
    submitting: 'Submitting…',
  },
  uploadProgressLabel: 'Photo upload progress',
  reloadPage: 'Reload the page',
  tryAgain: 'Try again',
  /** Confirm & Submit without a connection (docs/decisions/0058-offline-site.md). */
  waiting: {
    title: 'No connection: your application will be sent by itself',
    text: 'Your answers and photo are saved on this phone. As soon as the connection returns, your application is sent, once, and we show you here that it arrived. You can close this page: it is then sent in the background where your browser allows it, or the next time you open this site.',
  },
  back: 'Back',
  next: 'Next',
  submit: 'Confirm & Submit',
  submitting: 'Submitting…',
  startOver: 'Start over',
  /** "Questions about applying? Call (888) 868-4111." around the phone link. */
  questionsCall: { before: 'Questions about applying? Call', after: '.' },
};

/** A part of the wizard whose code has not arrived yet (later-parts-loader.tsx). */
export const laterPartsCopy = {
  loadingStep: 'Loading this step…',
  stepFailed: 'This step could not be loaded. Check your connection, then try again.',
  noticeFailed: 'A message could not be shown. Check your connection, then try again.',
  tryAgain: 'Try again',
};

/** The stepper (wizard-stepper.tsx). */
export const stepperCopy = {
  label: 'Application steps',
  done: ' (done)',
  current: ' (current step)',
};

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

/** "Start over" asks first (start-over-dialog.tsx). */
export const startOverCopy = {
  title: 'Start over?',
  text: 'This clears every answer and your photo from this device. You can’t undo it.',
  keep: 'Keep my answers',
  confirm: 'Clear and start over',
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

/** The hidden anti-spam field's label (honeypot-field.tsx): people never see it. */
export const honeypotCopy = { label: 'Leave this field empty' };
