/**
 * What the applicant reads when a send fails, and what the failure message promises about the
 * answers kept on the device (submission-messages.ts picks among them). Text only: the Spanish build
 * shows `submission-copy.es.ts` instead.
 */
export const submissionCopy = {
  notSent: 'Your application was not sent',
  /** What the applicant was doing, completing "we couldn't …" (lib/backend-error-message.ts). */
  actions: {
    send: 'send your application',
    upload: 'upload your tool photo',
  },
  siteUpdated: {
    title: 'This site was updated',
    message:
      'A new version of this site was published while you had this page open, so your application was not sent. Reload the page to send it.',
  },
  reloadNeeded:
    'Part of this page did not load, so your application was not sent. Reload the page to send it.',
  /** The send may have arrived: the answer was lost. */
  unknownOutcome: {
    title: 'We could not confirm that your application arrived',
    /** `why` is one of `interruption`. */
    message: (why: string) =>
      `${why}, so we could not tell whether your application reached us. When you try again, we check first: it will never be sent twice.`,
  },
  /** Why a send's outcome is unknown, in words. */
  interruption: {
    offline: 'You appear to be offline',
    serverError: 'Our server ran into a problem',
    other: 'The connection to our server was interrupted',
  },
  /** `maxSize`: "10 MB"; `step`: the name of the step that asks for the photo. */
  photoTooLarge: (maxSize: string, step: string) =>
    `Your photo is too large to send (${maxSize} at most). Please choose a smaller photo on the ${step} step.`,
  /** What is true about the draft on this device: never "saved" unless it is. */
  saved: {
    nothing:
      'Your answers could not be saved on this device (its storage may be full or turned off), so please keep this page open.',
    answers: 'Your answers are saved on this device.',
    answersNotPhoto:
      'Your answers are saved on this device, but your photo could not be saved here: keep this page open, or choose the photo again if you come back.',
    answersAndPhoto: 'Your answers and photo are saved on this device.',
  },
};
