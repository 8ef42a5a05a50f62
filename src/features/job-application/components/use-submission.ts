import { useEffect, useRef, useState, type Dispatch } from 'react';
import { locale } from '../../../i18n/locales';
import { createModuleLoader } from '../../../lib/load-module';
import { scrollToAndFocus } from '../../../lib/scroll';
import type { ApplicationDraft } from '../draft/use-application-draft';
import {
  QUESTION_STEPS,
  STEP_FIELDS,
  stepHeading,
  STEPS,
  stepNumber,
  type StepName,
} from '../rules/schema';
import type {
  CheckSubmission,
  SubmissionState,
  SubmitApplication,
  SubmitProgress,
  SubmitResult,
} from '../sending/submit';
import type { SubmissionFailureText } from '../sending/submission-messages';
import type { AnswersForm } from './answers-form';
import { laterPartsCopy, wizardCopy } from './copy';
import { laterParts } from './later-parts-loader';
import type { SendingStatus, WizardTransition } from './wizard-state';

/**
 * The real submission is loaded when needed, so Firebase is not part of the wizard's own chunk. A
 * failed download is downloaded again on the next attempt (lib/load-module.ts), and its error says
 * why it failed (offline, connection dropped, site updated).
 */
const loadSubmissionCode = createModuleLoader(() => import('../sending/firebase-submit'));
export const loadFirebaseSubmit: SubmitApplication = async (input) =>
  (await loadSubmissionCode()).submitApplication(input);
export const loadFirebaseCheck: CheckSubmission = async (submission, values) =>
  (await loadSubmissionCode()).checkSubmission(submission, values);
/**
 * What a failed send says: its words are in the wizard's later parts, which show it (and which the
 * review step, shown before any send, has loaded).
 */
const describeFailure = (error: unknown): Promise<SubmissionFailureText> =>
  laterParts.preload().then(
    (parts) => parts.describeSubmissionError(error),
    () => ({ title: laterPartsCopy.noticeFailed, message: '', reload: true }),
  );
/** An application sent later, without a connection now (docs/decisions/0058-offline-site.md). */
const loadQueue = createModuleLoader(() => import('../sending/queue'));
/** Whether the site's service worker serves this page (and so holds the code to queue). */
const workerControls = () => Boolean(navigator.serviceWorker?.controller);

export interface UseSubmissionOptions {
  form: AnswersForm;
  draft: ApplicationDraft;
  step: StepName;
  status: SendingStatus;
  dispatch: Dispatch<WizardTransition>;
  submitApplication: SubmitApplication;
  reloadPage: () => void;
  /** Opens a step, its heading focused and the move announced. */
  goTo: (step: StepName) => void;
  /** Says something in the wizard's live region. */
  announce: (text: string) => void;
  /** Success, or an earlier send of these answers had arrived: confirm and clear everything. */
  finish: (name: string, update: boolean) => Promise<void>;
}

/**
 * Sending the application: checks every step first, sends (or, with no connection, keeps it waiting
 * for one, sent by the page or the service worker), says how far it got, and on failure puts focus on
 * the message; after a site update, "Reload the page" saves everything and reloads. A queued
 * application, reopened, is sent once there is a connection.
 */
export function useSubmission({
  form,
  draft,
  step,
  status,
  dispatch,
  submitApplication,
  reloadPage,
  goTo,
  announce,
  finish,
}: UseSubmissionOptions) {
  const [reloading, setReloading] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const submittingRef = useRef(false);
  const checking = draft.sendCheck.status === 'checking';
  // Waiting for a connection is a send under way: the answers are what will be sent.
  const submitting = status.kind === 'submitting' || status.kind === 'waiting' || reloading;

  // The submit button was disabled while sending, which drops focus: put it on the failure message,
  // or on the note that the application waits for a connection.
  useEffect(() => {
    if (status.kind !== 'editing' && status.kind !== 'submitting' && failureRef.current) {
      scrollToAndFocus(failureRef.current);
    }
  }, [status.kind]);

  // The review step opens: fetch the submission code while the applicant reads. A failed download
  // is fetched again when they submit.
  useEffect(() => {
    if (step === 'review' && submitApplication === loadFirebaseSubmit) {
      void loadSubmissionCode()
        .then((module) => module.preloadFirebase())
        .catch(() => undefined);
    }
  }, [step, submitApplication]);

  const submit = async () => {
    if (submittingRef.current || checking) return;
    submittingRef.current = true;
    try {
      // A restored draft could hold an answer that no longer passes: send the applicant to it.
      for (const check of QUESTION_STEPS) {
        if (!form.check(STEP_FIELDS[check])) {
          goTo(check);
          announce(
            wizardCopy.stepNeedsAttention(stepNumber(check), STEPS.length, stepHeading(check)),
          );
          return;
        }
      }
      const current = form.getValues();
      draft.dismissSendCheck();
      // A filled hidden field is sent too, marked for a second look: a browser's form filler may
      // have filled it, and a real application must never vanish.
      const submission = draft.startSubmission();
      if (!navigator.onLine) return await waitForConnection();
      dispatch({ type: 'sendStarted' });
      const send = (state: SubmissionState) =>
        submitApplication({
          values: current,
          submission: state,
          onProgress: (progress: SubmitProgress) => dispatch({ type: 'sendProgress', progress }),
          onSubmissionChange: draft.setSubmission,
          // The mail is English whatever the language; it says which one the applicant used.
          language: locale,
        });
      // A queued application is sent under the service worker's lock, taking in what it did; with
      // no worker controlling the page, none can have sent it.
      const queue =
        submission.queued && workerControls() ? await loadQueue().catch(() => null) : null;
      const result: SubmitResult = queue
        ? await queue.sendQueuedFromPage(submission, current, send)
        : await send(submission);
      await finish(current.fullName.trim(), result.update);
    } catch (error) {
      if (!navigator.onLine) await waitForConnection();
      else dispatch({ type: 'failed', text: await describeFailure(error) });
    } finally {
      submittingRef.current = false;
    }
  };

  /**
   * No connection: the application is marked as waiting in the draft and kept for the service worker,
   * which the browser wakes once the connection is back (docs/decisions/0058-offline-site.md). The
   * page says so only once the worker's copy is stored (the button reads "Submitting…" until then):
   * an applicant who closes the tab the moment it says "sent by itself" has it sent by itself.
   */
  const waitForConnection = async () => {
    const submission = draft.currentSubmission();
    if (!submission) return;
    const queued = { ...submission, queued: submission.queued ?? { at: Date.now() } };
    draft.setSubmission(queued);
    // Without a service worker (none supported, or not yet installed), the page sends it itself.
    if (workerControls()) {
      await loadQueue()
        .then((queue) =>
          queue.queueApplication({
            values: form.getValues(),
            submission: queued,
            language: locale,
          }),
        )
        .catch(() => undefined);
    }
    dispatch({ type: 'waiting' });
  };

  /** After a site update: save everything, then reload; the draft brings every answer back. */
  const reload = async () => {
    setReloading(true);
    await draft.flush();
    reloadPage();
  };

  // Waiting for a connection (docs/decisions/0058-offline-site.md): send once it is back, or once the
  // service worker says it sent it (the send then finds it arrived, through its receipt).
  const latestSubmit = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  useEffect(() => {
    if (status.kind !== 'waiting') return;
    const sendNow = () => void latestSubmit.current();
    window.addEventListener('online', sendNow);
    navigator.serviceWorker?.addEventListener('message', sendNow);
    // The connection may have come back before this listener was added (between the send that
    // found none and this render): its 'online' event is gone, so look now rather than wait forever.
    if (navigator.onLine) sendNow();
    return () => {
      window.removeEventListener('online', sendNow);
      navigator.serviceWorker?.removeEventListener('message', sendNow);
    };
  }, [status.kind]);
  // A queued application, reopened: sent now if there is a connection (an unfinished send is first
  // checked through its receipt), otherwise it waits for one.
  const { restored, currentSubmission } = draft;
  useEffect(() => {
    const submission = currentSubmission();
    if (!restored || checking || !submission?.queued) return;
    if (!navigator.onLine) dispatch({ type: 'waiting' });
    else if (!submission.sending) void latestSubmit.current();
  }, [restored, checking, currentSubmission, dispatch]);

  return { submit, reload, reloading, submitting, checking, failureRef };
}
