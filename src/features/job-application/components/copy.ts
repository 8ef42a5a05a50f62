/**
 * The wizard's own words: buttons, notices, announcements, labels and hints. The questions are in
 * rules/questions.ts, the validation messages in rules/messages.ts, the words of the later parts
 * (the review, the notices, the confirmation) in later-copy.ts, and what a failed send says in
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

/** "Start over" asks first (start-over-dialog.tsx). */
export const startOverCopy = {
  title: 'Start over?',
  text: 'This clears every answer and your photo from this device. You can’t undo it.',
  keep: 'Keep my answers',
  confirm: 'Clear and start over',
};

/** The hidden anti-spam field's label (honeypot-field.tsx): people never see it. */
export const honeypotCopy = { label: 'Leave this field empty' };
