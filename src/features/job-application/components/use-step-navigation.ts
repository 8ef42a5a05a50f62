import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { scrollToAndFocus } from '../../../lib/scroll';
import {
  FILE_FIELDS,
  questionOf,
  STEP_FIELDS,
  stepAfter,
  stepBefore,
  type ApplicationValues,
  type StepName,
} from '../rules/schema';
import type { AnswersForm } from './answers-form';
import { wizardCopy } from './copy';

/** Shown (and announced) while Next waits for the chosen photo to be ready. */
export const PREPARING_PHOTO_NOTE = wizardCopy.preparingPhotoNote;

/** Hovering Next this long on a step that asks for a photo flags a missing one (docs/product.md). */
export const HOVER_VALIDATION_DELAY_MS = 200;

export interface UseStepNavigationOptions {
  form: AnswersForm;
  step: StepName;
  /** The wizard's form, where the first field that needs attention is found. */
  formRef: RefObject<HTMLFormElement | null>;
  /** A send is under way: Back stays on the review step. */
  submitting: boolean;
  /** Opens a step, its heading focused and the move announced. */
  goTo: (step: StepName) => void;
  /** Says something in the wizard's live region. */
  announce: (text: string) => void;
}

/**
 * Next and Back. Next checks the step's answers (focusing the first one that needs attention) and
 * waits for a chosen photo that is still being prepared; hovering it on a step that asks for a photo
 * flags a missing one.
 */
export function useStepNavigation({
  form,
  step,
  formRef,
  submitting,
  goTo,
  announce,
}: UseStepNavigationOptions) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The chosen photo while it is being prepared (decoded, checked, made smaller): Next waits for it.
  const photoPreparation = useRef<Promise<void> | null>(null);
  const [waitingForPhoto, setWaitingForPhoto] = useState(false);
  const onPhotoPreparing = useCallback((preparing: Promise<void>) => {
    photoPreparation.current = preparing;
    const settled = () => {
      if (photoPreparation.current === preparing) photoPreparation.current = null;
    };
    preparing.then(settled, settled);
  }, []);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const focusFirstInvalid = (fields: readonly (keyof ApplicationValues)[]) => {
    const invalid = fields.filter((field) => form.problemOf(field) !== null);
    const element = invalid[0]
      ? formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)
      : null;
    if (element) scrollToAndFocus(element);
    announce(wizardCopy.needsAttention(invalid.length));
  };

  /** Resolves once no chosen photo is being prepared any more, saying so while it waits. */
  const photoReady = async () => {
    if (!photoPreparation.current) return;
    setWaitingForPhoto(true);
    announce(PREPARING_PHOTO_NOTE);
    while (photoPreparation.current) await photoPreparation.current.catch(() => undefined);
    setWaitingForPhoto(false);
  };

  const next = async () => {
    if (step === 'review' || waitingForPhoto) return;
    await photoReady();
    const fields = STEP_FIELDS[step];
    if (!form.check(fields)) {
      focusFirstInvalid(fields);
      return;
    }
    goTo(stepAfter(step));
  };

  const back = () => {
    if (step !== 'contact' && !submitting) goTo(stepBefore(step));
  };

  const startHoverCheck = () => {
    const photos = FILE_FIELDS.filter(
      (field) => questionOf(field).step === step && questionOf(field).required,
    );
    if (photos.length === 0 || photoPreparation.current) return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      for (const field of photos) {
        if (!form.getValue(field)) form.setProblem(field, '');
      }
    }, HOVER_VALIDATION_DELAY_MS);
  };
  const stopHoverCheck = () => clearTimeout(hoverTimer.current);

  return { waitingForPhoto, onPhotoPreparing, next, back, startHoverCheck, stopHoverCheck };
}
