import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { debounce } from '../../../lib/debounce';
import { clearDraft, forgetAnswers, loadDraft, saveAnswers, savePhoto } from './draft-storage';
import { takeDraftLock, type DraftLock } from './draft-lock';
import {
  emptyApplication,
  toAnswers,
  type ApplicationValues,
  type StepIndex,
} from '../rules/schema';
import type { CheckOutcome, CheckSubmission, SubmissionState } from '../sending/submit';

/** Saving is debounced by 500 ms (docs/decisions/0003-draft-and-retries.md). */
export const DRAFT_SAVE_DELAY_MS = 500;

/** Whether the latest answers and photo are saved on this device (what a message may promise). */
export interface SavedOnDevice {
  answers: boolean;
  /** True when there is no photo to save. */
  photo: boolean;
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
}

/**
 * Keeps the wizard's draft: restores it once on mount, saves answers (debounced) and the photo (at
 * once) as they change, flushes when the page is hidden or left and on unmount, and clears it on
 * demand. One tab at a time saves it. A reopened draft that was being sent is checked: did it arrive?
 */
export function useApplicationDraft(
  form: UseFormReturn<ApplicationValues>,
  step: StepIndex,
  setStep: (step: StepIndex) => void,
  { checkSubmission, onSendArrived }: UseApplicationDraftOptions = {},
) {
  const [restored, setRestored] = useState(false);
  const [ownership, setOwnership] = useState<DraftOwnership>('pending');
  const [saved, setSaved] = useState<SavedOnDevice>(ALL_SAVED);
  const [sendCheck, setSendCheck] = useState<SendCheck>(NO_SEND_CHECK);
  const stepRef = useRef(step);
  const submissionRef = useRef<SubmissionState | undefined>(undefined);
  const ownsDraft = useRef(false);
  const lockRef = useRef<DraftLock | null>(null);
  const mounted = useRef(true);
  const checkRef = useRef(checkSubmission);
  const arrivedRef = useRef(onSendArrived);
  useEffect(() => {
    checkRef.current = checkSubmission;
    arrivedRef.current = onSendArrived;
  });

  const writeNow = useCallback(() => {
    // A tab that does not hold the draft never writes it: it would overwrite the other tab's answers.
    if (!ownsDraft.current) return;
    const values = form.getValues();
    const answers = toAnswers(values);
    const blank =
      stepRef.current === 0 &&
      !submissionRef.current &&
      !values.toolImage &&
      Object.values(answers).every(
        (value) => value === '' || (Array.isArray(value) && value.length === 0),
      );
    // An untouched form leaves nothing behind (after success or "Start over" too).
    let ok = true;
    if (blank) forgetAnswers();
    else ok = saveAnswers({ step: stepRef.current, answers, submission: submissionRef.current });
    if (mounted.current) {
      setSaved((current) => (current.answers === ok ? current : { ...current, answers: ok }));
    }
  }, [form]);

  const saveRef = useRef<ReturnType<typeof debounce> | null>(null);

  const checkUnfinishedSend = useCallback(async () => {
    const check = checkRef.current;
    const submission = submissionRef.current;
    if (!check || !submission?.sending) return;
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
      if (result.outcome === 'arrived') arrivedRef.current?.();
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
      if (!mounted.current) return;
      startTransition(() => {
        if (draft) {
          form.reset(
            { ...emptyApplication, ...draft.answers, toolImage: draft.photo },
            { keepDirtyValues: untouched },
          );
          submissionRef.current = draft.submission;
          stepRef.current = draft.step; // so the step effect below does not count this as a change
          setStep(draft.step);
        } else {
          if (!untouched) form.reset(emptyApplication);
          submissionRef.current = undefined;
          stepRef.current = 0;
          setStep(0);
        }
        setSaved(ALL_SAVED);
        setSendCheck(NO_SEND_CHECK);
        andThen();
      });
      void checkUnfinishedSend();
    },
    [form, setStep, checkUnfinishedSend],
  );

  const loseDraft = useCallback(() => {
    ownsDraft.current = false;
    lockRef.current = null;
    saveRef.current?.cancel();
    if (mounted.current) setOwnership('elsewhere');
  }, []);

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
        setRestored(true);
        return;
      }
      lockRef.current = lock;
      ownsDraft.current = true;
      await restoreSaved(
        () => {
          if (!active) return;
          setOwnership('owner');
          setRestored(true);
        },
        { untouched: true },
      );
    });
    return () => {
      active = false;
      mounted.current = false;
      lockRef.current?.release();
      lockRef.current = null;
    };
  }, [loseDraft, restoreSaved]);

  // Save answers as they change, once restored; at once when the page is hidden or left (a phone
  // may discard a hidden tab, e.g. while the camera takes the tool photo).
  useEffect(() => {
    if (!restored) return;
    const save = debounce(writeNow, DRAFT_SAVE_DELAY_MS);
    saveRef.current = save;
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: () => save() });
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
    const changed = stepRef.current !== step;
    stepRef.current = step;
    if (!restored || !changed) return;
    saveRef.current?.cancel();
    writeNow();
  }, [step, restored, writeNow]);

  // Photo writes run one after another, so an older, slower write never lands after a newer one.
  const photoWrites = useRef<Promise<void>>(Promise.resolve());
  const queuePhotoWrite = useCallback((file: File | null) => {
    photoWrites.current = photoWrites.current
      .then(async () => {
        if (!ownsDraft.current) return;
        const ok = await savePhoto(file);
        if (mounted.current) setSaved((current) => ({ ...current, photo: ok || file === null }));
      })
      .catch(() => undefined);
    return photoWrites.current;
  }, []);

  const savePhotoOnDevice = useCallback(
    (file: File | null) => void queuePhotoWrite(file),
    [queuePhotoWrite],
  );

  const setSubmission = useCallback(
    (submission: SubmissionState | undefined) => {
      submissionRef.current = submission;
      writeNow();
    },
    [writeNow],
  );

  /** Writes everything now and waits for the photo: before a reload. */
  const flush = useCallback(async () => {
    saveRef.current?.cancel();
    writeNow();
    await photoWrites.current;
  }, [writeNow]);

  const discard = useCallback(async () => {
    saveRef.current?.cancel();
    submissionRef.current = undefined;
    setSendCheck(NO_SEND_CHECK);
    await photoWrites.current;
    if (ownsDraft.current) await clearDraft();
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
    ownsDraft.current = true;
    await restoreSaved(() => setOwnership('owner'));
  }, [loseDraft, restoreSaved]);

  return {
    restored,
    ownership,
    saved,
    sendCheck,
    submissionRef,
    setSubmission,
    savePhoto: savePhotoOnDevice,
    flush,
    discard,
    takeOver,
    dismissSendCheck: () => setSendCheck(NO_SEND_CHECK),
  };
}
