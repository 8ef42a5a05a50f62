import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { FormStore } from '../../../lib/form/form-store';
import { debounce } from '../../../lib/debounce';
import { newDocumentId } from '../../../lib/ids';
import {
  clearDraft,
  forgetAnswers,
  loadDraft,
  saveAnswers,
  saveFile,
  saveTypedOverDraft,
} from './draft-storage';
import { takeDraftLock, type DraftLock } from './draft-lock';
import {
  emptyApplication,
  FILE_FIELDS,
  toAnswers,
  type ApplicationAnswers,
  type ApplicationValues,
  type FileField,
  type StepName,
} from '../rules/schema';
import type { CheckOutcome, CheckSubmission, SubmissionState } from '../sending/submit';

/** Saving is debounced by 500 ms (docs/decisions/0003-draft-and-retries.md). */
export const DRAFT_SAVE_DELAY_MS = 500;

/** Whether the latest answers and photo are saved on this device (what a message may promise). */
export interface SavedOnDevice {
  answers: boolean;
  /** True when there is no photo to save; 'saving' while the chosen photo is being written. */
  photo: boolean | 'saving';
}

/** Finding out, for a reopened draft, whether the send it was making arrived. */
export type SendCheck =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'done'; outcome: CheckOutcome; deliveredAt?: number }
  | { status: 'failed'; error: unknown };

/** The same objects each time, so setting them again renders nothing. */
const ALL_SAVED: SavedOnDevice = { answers: true, photo: true };
const NO_SEND_CHECK: SendCheck = { status: 'none' };

/**
 * 'owner': this tab edits and saves the draft. 'elsewhere': another tab does; this one shows the
 * application only after "Use it here" (docs/decisions/0033-one-tab-edits-the-draft.md).
 */
export type DraftOwnership = 'pending' | 'owner' | 'elsewhere';

export interface UseApplicationDraftOptions {
  /** Finds out whether a reopened draft's unfinished send arrived. */
  checkSubmission?: CheckSubmission;
  /** The reopened draft's send arrived, with the answers as they are: confirm it. */
  onSendArrived?: () => void;
  /**
   * The saved draft (or none: the first step) is in the form: open the step it was on. Called in the
   * same render as the form's reset.
   */
  onRestored?: (step: StepName) => void;
  /**
   * What the saved step needs before it is shown (its code): the restore waits for it, so the page
   * goes from the first step to the saved one in one change, never through a loading state.
   */
  prepareStep?: (step: StepName) => Promise<unknown>;
}

/**
 * Keeps the wizard's draft: restores it once on mount (handing the saved step to `onRestored`), saves
 * answers (debounced), the step (at once, when it changes) and the photo (at once) as they change,
 * flushes when the page is hidden or left and on unmount, and clears it on demand. One tab at a time
 * saves it. A reopened draft that was being sent is checked: did it arrive?
 */
export function useApplicationDraft(
  form: FormStore<ApplicationValues>,
  step: StepName,
  { checkSubmission, onSendArrived, onRestored, prepareStep }: UseApplicationDraftOptions = {},
) {
  const [ownership, setOwnership] = useState<DraftOwnership>('pending');
  // Restored once it is known whether this tab holds the draft (and, if it does, the draft is back).
  const restored = ownership !== 'pending';
  const [saved, setSaved] = useState<SavedOnDevice>(ALL_SAVED);
  const [sendCheck, setSendCheck] = useState<SendCheck>(NO_SEND_CHECK);
  // The send's state, saved with the answers; it changes during a send, between renders.
  const submissionRef = useRef<SubmissionState | undefined>(undefined);
  // The step the saved draft holds: a step change is saved at once, a restore (the same step) is not.
  const savedStep = useRef<StepName | null>(null);
  // The lock this tab took: a tab that never had it, or lost it to another tab, never writes the draft.
  const lockRef = useRef<DraftLock | null>(null);
  const mounted = useRef(true);
  // The values handed in with the latest render, for the callbacks that outlive a render.
  const latest = useRef({ step, checkSubmission, onSendArrived, onRestored, prepareStep });
  useEffect(() => {
    latest.current = { step, checkSubmission, onSendArrived, onRestored, prepareStep };
  });

  const writeNow = useCallback(() => {
    // A tab that does not hold the draft never writes it: it would overwrite the other tab's answers.
    if (!lockRef.current) return;
    const { step } = latest.current;
    const values = form.getValues();
    const answers = toAnswers(values);
    savedStep.current = step;
    const blank =
      step === 'contact' &&
      !submissionRef.current &&
      FILE_FIELDS.every((field) => !values[field]) &&
      Object.values(answers).every(
        (value) => value === '' || (Array.isArray(value) && value.length === 0),
      );
    // An untouched form leaves nothing behind (after success or "Start over" too).
    let ok = true;
    if (blank) forgetAnswers();
    else ok = saveAnswers({ step, answers, submission: submissionRef.current });
    if (mounted.current) {
      setSaved((current) => (current.answers === ok ? current : { ...current, answers: ok }));
    }
  }, [form]);

  const saveRef = useRef<ReturnType<typeof debounce> | null>(null);
  // Answers typed before the saved draft was restored, not saved yet: saved as soon as it is.
  const typedBeforeRestore = useRef(false);

  /**
   * Until the saved draft is restored, the answers typed on this page: the form starts empty, so an
   * answer it holds was typed (or filled in by the browser) here.
   */
  const typedAnswers = useCallback(
    (): Partial<ApplicationAnswers> =>
      Object.fromEntries(
        Object.entries(toAnswers(form.getValues())).filter(([, value]) => value.length > 0),
      ),
    [form],
  );

  const checkUnfinishedSend = useCallback(async () => {
    const check = latest.current.checkSubmission;
    const submission = submissionRef.current;
    // A queued application is checked when it is sent, once there is a connection (0058).
    if (!check || !submission?.sending || (submission.queued && !navigator.onLine)) return;
    setSendCheck({ status: 'checking' });
    try {
      const result = await check(submission, form.getValues());
      if (!mounted.current || submissionRef.current !== submission) return;
      submissionRef.current = result.submission;
      writeNow();
      setSendCheck({
        status: 'done',
        outcome: result.outcome,
        deliveredAt: result.submission.delivered?.at,
      });
      if (result.outcome === 'arrived') latest.current.onSendArrived?.();
    } catch (error) {
      if (mounted.current) setSendCheck({ status: 'failed', error });
    }
  }, [form, writeNow]);

  /**
   * Puts the saved draft (or an empty form when there is none) into the form, then `andThen` (more
   * state to set with it). Everything it changes renders once, as a transition: the whole wizard
   * renders again, which on a phone is a long task if done in one go, right as the page has loaded.
   * `untouched`: the first restore, as the page opens. The form then holds its defaults and whatever
   * the applicant typed since the page appeared (typed before its code arrived, and replayed): what
   * they typed is kept over the saved answers, and without a draft there is nothing to reset.
   */
  const restoreSaved = useCallback(
    async (andThen: () => void, { untouched = false } = {}) => {
      const draft = await loadDraft();
      await latest.current.prepareStep?.(draft?.step ?? 'contact');
      if (!mounted.current) return;
      if (untouched) typedBeforeRestore.current = Object.keys(typedAnswers()).length > 0;
      startTransition(() => {
        if (draft) {
          form.reset(
            { ...emptyApplication, ...draft.answers, ...draft.files },
            { keepChanged: untouched },
          );
        } else if (!untouched) {
          form.reset(emptyApplication);
        }
        submissionRef.current = draft?.submission;
        const step = draft?.step ?? 'contact';
        savedStep.current = step;
        latest.current.onRestored?.(step);
        setSaved(ALL_SAVED);
        setSendCheck(NO_SEND_CHECK);
        andThen();
      });
    },
    [form, typedAnswers],
  );

  // Once the restored draft is in the form (this tab holds it now), check its unfinished send.
  useEffect(() => {
    if (ownership === 'owner') void checkUnfinishedSend();
  }, [ownership, checkUnfinishedSend]);

  const loseDraft = useCallback(() => {
    lockRef.current = null;
    saveRef.current?.cancel();
    if (mounted.current) setOwnership('elsewhere');
  }, []);

  // Until the saved draft is restored, a page hidden (a phone switching to the camera, and maybe
  // discarding the tab) saves what was typed on it over the saved draft at once.
  useEffect(() => {
    if (restored) return;
    const saveTyped = () => {
      if (document.visibilityState !== 'hidden' && !pageLeft) return;
      const typed = typedAnswers();
      if (Object.keys(typed).length > 0) saveTypedOverDraft(typed);
    };
    let pageLeft = false;
    const onPageHide = () => {
      pageLeft = true;
      saveTyped();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', saveTyped);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', saveTyped);
    };
  }, [restored, typedAnswers]);

  // Take the draft (unless another tab has it), then restore it once.
  useEffect(() => {
    mounted.current = true;
    let active = true;
    void takeDraftLock({}, loseDraft).then(async (lock) => {
      if (!active) {
        lock?.release();
        return;
      }
      if (!lock) {
        setOwnership('elsewhere');
        return;
      }
      lockRef.current = lock;
      await restoreSaved(
        () => {
          if (active) setOwnership('owner');
        },
        { untouched: true },
      );
    });
    return () => {
      active = false;
      mounted.current = false;
      // Let the lock go, but keep it: the last save, as the wizard goes, is still this tab's to write.
      lockRef.current?.release();
    };
  }, [loseDraft, restoreSaved]);

  // Save answers as they change, once restored; at once when the page is hidden or left (a phone
  // may discard a hidden tab, e.g. while the camera takes the tool photo).
  useEffect(() => {
    if (!restored) return;
    const save = debounce(writeNow, DRAFT_SAVE_DELAY_MS);
    saveRef.current = save;
    if (typedBeforeRestore.current) {
      typedBeforeRestore.current = false;
      writeNow();
    }
    const unsubscribe = form.subscribe((change) => {
      if (change.type !== 'problems') save();
    });
    const flush = () => save.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') save.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      save.flush();
      saveRef.current = null;
    };
  }, [form, restored, writeNow]);

  // A step change is saved at once (restoring the draft is not a change: it keeps its save time).
  useEffect(() => {
    if (!restored || step === savedStep.current) return;
    saveRef.current?.cancel();
    writeNow();
  }, [step, restored, writeNow]);

  // File writes run one after another, so an older, slower write never lands after a newer one.
  // Until the latest one has ended, nothing may say the photo is saved (nor that it is not); once it
  // has, the photo is saved only if every chosen file's latest write was.
  const fileWrites = useRef<Promise<void>>(Promise.resolve());
  const latestFileWrite = useRef(0);
  const filesSaved = useRef<Partial<Record<FileField, boolean>>>({});
  const queueFileWrite = useCallback((field: FileField, file: File | null) => {
    const write = ++latestFileWrite.current;
    const saving = Boolean(file && lockRef.current);
    if (saving) setSaved((current) => ({ ...current, photo: 'saving' }));
    fileWrites.current = fileWrites.current
      .then(async () => {
        // No longer this tab's draft (decision 0033): nothing is written, so nothing is saved.
        const ok = lockRef.current ? await saveFile(field, file).catch(() => false) : null;
        if (ok === null && !saving) return;
        filesSaved.current[field] = Boolean(ok) || file === null;
        if (mounted.current && write === latestFileWrite.current) {
          const all = Object.values(filesSaved.current).every(Boolean);
          setSaved((current) => ({ ...current, photo: all }));
        }
      })
      .catch(() => undefined);
    return fileWrites.current;
  }, []);

  const saveFileOnDevice = useCallback(
    (field: FileField, file: File | null) => void queueFileWrite(field, file),
    [queueFileWrite],
  );

  /** The submission to send: the saved one (a retry), or a new one, saved before anything is sent. */
  const startSubmission = useCallback((): SubmissionState => {
    const submission = submissionRef.current ?? { id: newDocumentId() };
    submissionRef.current = submission;
    writeNow();
    return submission;
  }, [writeNow]);

  const setSubmission = useCallback(
    (submission: SubmissionState | undefined) => {
      submissionRef.current = submission;
      writeNow();
    },
    [writeNow],
  );

  /** The submission as it stands now (it changes during a send, between renders). */
  const currentSubmission = useCallback(() => submissionRef.current, []);

  /** Writes everything now and waits for the photo: before a reload. */
  const flush = useCallback(async () => {
    saveRef.current?.cancel();
    writeNow();
    await fileWrites.current;
  }, [writeNow]);

  const discard = useCallback(async () => {
    saveRef.current?.cancel();
    // The copy kept for the service worker goes with the draft (docs/decisions/0058-offline-site.md).
    if (submissionRef.current?.queued || navigator.serviceWorker?.controller) {
      await import('../sending/outbox').then((outbox) => outbox.deleteQueued()).catch(() => {});
    }
    submissionRef.current = undefined;
    setSendCheck(NO_SEND_CHECK);
    await fileWrites.current;
    if (lockRef.current) await clearDraft();
    setSaved(ALL_SAVED);
  }, []);

  /** Takes the draft over from the other tab and shows its latest answers here. */
  const takeOver = useCallback(async () => {
    const lock = await takeDraftLock({ steal: true }, loseDraft);
    if (!lock || !mounted.current) {
      lock?.release();
      return;
    }
    lockRef.current = lock;
    await restoreSaved(() => setOwnership('owner'));
  }, [loseDraft, restoreSaved]);

  return {
    restored,
    ownership,
    saved,
    sendCheck,
    startSubmission,
    setSubmission,
    saveFile: saveFileOnDevice,
    flush,
    discard,
    takeOver,
    currentSubmission,
    dismissSendCheck: () => setSendCheck(NO_SEND_CHECK),
  };
}

/** The draft as the wizard holds it: what `useApplicationDraft` returns. */
export type ApplicationDraft = ReturnType<typeof useApplicationDraft>;
