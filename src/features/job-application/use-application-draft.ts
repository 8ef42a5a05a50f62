import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { debounce } from '../../lib/debounce';
import {
  clearDraft,
  forgetAnswers,
  loadDraft,
  saveAnswers,
  savePhoto,
  type SubmissionState,
} from './draft-storage';
import { emptyApplication, toAnswers, type ApplicationValues, type StepIndex } from './schema';

/** Saving is debounced by the spec's default of 500 ms. */
export const DRAFT_SAVE_DELAY_MS = 500;

/**
 * Keeps the wizard's draft: restores it once on mount, saves answers (debounced) and the photo (at
 * once) as they change, flushes on page hide and unmount, and clears it on demand.
 */
export function useApplicationDraft(
  form: UseFormReturn<ApplicationValues>,
  step: StepIndex,
  setStep: (step: StepIndex) => void,
) {
  const [restored, setRestored] = useState(false);
  const stepRef = useRef(step);
  const submissionRef = useRef<SubmissionState | undefined>(undefined);

  const writeNow = useCallback(() => {
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
    if (blank) forgetAnswers();
    else saveAnswers({ step: stepRef.current, answers, submission: submissionRef.current });
  }, [form]);

  const saveRef = useRef<ReturnType<typeof debounce> | null>(null);

  // Restore once.
  useEffect(() => {
    let active = true;
    void loadDraft().then((draft) => {
      if (!active) return;
      if (draft) {
        form.reset({ ...emptyApplication, ...draft.answers, toolImage: draft.photo });
        submissionRef.current = draft.submission;
        stepRef.current = draft.step; // so the step effect below does not count this as a change
        setStep(draft.step);
      }
      setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [form, setStep]);

  // Save answers as they change, once restored.
  useEffect(() => {
    if (!restored) return;
    const save = debounce(writeNow, DRAFT_SAVE_DELAY_MS);
    saveRef.current = save;
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: () => save() });
    const flush = () => save.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
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
    photoWrites.current = photoWrites.current.then(() => savePhoto(file)).catch(() => undefined);
    return photoWrites.current;
  }, []);

  const setSubmission = useCallback(
    (submission: SubmissionState | undefined) => {
      submissionRef.current = submission;
      writeNow();
    },
    [writeNow],
  );

  const discard = useCallback(async () => {
    saveRef.current?.cancel();
    submissionRef.current = undefined;
    await photoWrites.current;
    await clearDraft();
  }, []);

  return {
    restored,
    submissionRef,
    setSubmission,
    savePhoto: (file: File | null) => void queuePhotoWrite(file),
    discard,
  };
}
