import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import Box from '@mui/material/Box';
import { Link } from '../../../components/ui/link';
import { Typography } from '../../../components/ui/typography';
import { visuallyHidden } from '@mui/utils';
import { company, telHref } from '../../../content/company';
import {
  EARLY_EVENTS_OWNER,
  replayEarlyActions,
  replayEarlyInput,
} from '../../../lib/early-events';
import { lazyComponent } from '../../../lib/lazy-component';
import { emptyApplication, FILE_FIELDS, stepHeading, STEPS, stepNumber } from '../rules/schema';
import { AnswersFormContext, createAnswersForm } from './answers-form';
import type { CheckSubmission, SubmitApplication } from '../sending/submit';
import { useApplicationDraft } from '../draft/use-application-draft';
import { wizardCopy } from './copy';
import { HoneypotField } from './honeypot-field';
import { LaterPart, laterParts, usePrefetchLaterParts } from './later-parts-loader';
import { stepUsesLaterParts } from './answer-views';
import { StepQuestions } from './step-questions';
import { useStepFocus } from './use-step-focus';
import { useStepNavigation } from './use-step-navigation';
import { loadFirebaseCheck, loadFirebaseSubmit, useSubmission } from './use-submission';
import { WizardActions } from './wizard-actions';
import { WizardStepper } from './wizard-stepper';
import { initialWizardState, wizardReducer } from './wizard-state';
import { PhoneNumber } from '../../../components/ui/phone-number';

export { HOVER_VALIDATION_DELAY_MS, PREPARING_PHOTO_NOTE } from './use-step-navigation';

/**
 * The confirmation of "Start over" (MUI's Dialog, a few kB the first screen does not need) is a chunk
 * of its own, fetched ahead of need (below) and shown the first time it is asked for.
 */
const StartOverDialog = lazyComponent(
  () => import('./start-over-dialog'),
  (module) => module.StartOverDialog,
);

/** The parts the first step does not show are in a chunk of their own (later-parts.ts). */
const OpenElsewhereNotice = laterParts.component('OpenElsewhereNotice');
const ReviewStep = laterParts.component('ReviewStep');
const SendCheckNotice = laterParts.component('SendCheckNotice');
const SendingStatusArea = laterParts.component('SendingStatusArea');
const SubmissionConfirmation = laterParts.component('SubmissionConfirmation');

export interface ApplicationWizardProps {
  submitApplication?: SubmitApplication;
  /** Finds out whether a reopened draft's unfinished send arrived. */
  checkSubmission?: CheckSubmission;
  /** Reloads the page (after the site was updated); tests hand in a fake. */
  reloadPage?: () => void;
}

/**
 * The four-step driver application (docs/product.md, The driver application), its draft kept on the
 * device.
 */
export function ApplicationWizard({
  submitApplication = loadFirebaseSubmit,
  checkSubmission = loadFirebaseCheck,
  reloadPage = () => window.location.reload(),
}: ApplicationWizardProps) {
  // The answers live outside React (lib/form/form-store.ts): a field renders again when its own
  // answer or problem changes, and the wizard itself does not.
  const [form] = useState(createAnswersForm);
  const [{ step, status, confirmation }, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [startOverOpen, setStartOverOpen] = useState(false);
  const [startOverAsked, setStartOverAsked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const draft = useApplicationDraft(form, step, {
    checkSubmission,
    // A reopened draft whose send had arrived, with these very answers: show the confirmation.
    onSendArrived: () => void finish(form.getValue('fullName').trim(), false),
    onRestored: (restoredStep) => dispatch({ type: 'restored', step: restoredStep }),
    // A saved later step opens with its code there (a failed download: its step says so, as Next's).
    prepareStep: (savedStep) =>
      stepUsesLaterParts(savedStep)
        ? laterParts.preload().catch(() => undefined)
        : Promise.resolve(),
  });
  const { announcement, announce, headingRef, announceStep, goTo } = useStepFocus(step, dispatch);

  // Answers typed before the page's code arrived go into the form as it hydrates, in the same commit
  // (a layout effect: before anything renders the fields again with their empty state); the saved
  // draft, restored next, keeps them, and React handles typing from then on. Next or Back pressed
  // before is pressed again once the draft is restored.
  useLayoutEffect(() => {
    replayEarlyInput(formRef.current, { owner: true });
  }, []);
  useEffect(() => {
    if (draft.restored) replayEarlyActions(formRef.current, { owner: true });
  }, [draft.restored]);
  // The later steps' code is fetched once the page has started and is idle.
  usePrefetchLaterParts(draft.restored);
  // The Start over confirmation is fetched once there are answers worth starting over (past the
  // first step: the page is still online then, as a rule), or as the button is approached.
  const preloadStartOver = () => void StartOverDialog.preload().catch(() => undefined);
  useEffect(() => {
    if (draft.restored && step !== 'contact') preloadStartOver();
  }, [draft.restored, step]);

  /** Forgets the draft and empties the form (after a send, or "Start over"). */
  const clearAnswers = async () => {
    await draft.discard();
    form.reset(emptyApplication);
  };

  /** Success, or an earlier send of these answers had arrived: confirm and clear everything. */
  const finish = async (name: string, update: boolean) => {
    await clearAnswers();
    dispatch({ type: 'sent', name, update });
  };

  const { submit, reload, reloading, submitting, checking, failureRef } = useSubmission({
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
  });
  const { waitingForPhoto, onPhotoPreparing, next, back, startHoverCheck, stopHoverCheck } =
    useStepNavigation({ form, step, formRef, submitting, goTo, announce });

  const startOver = async () => {
    setStartOverOpen(false);
    await clearAnswers();
    announceStep('contact');
    dispatch({ type: 'startOver' });
  };

  // Enter in a field never submits and never skips a step.
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  if (draft.ownership === 'elsewhere') {
    return (
      <LaterPart what="notice">
        <OpenElsewhereNotice onUseHere={() => void draft.takeOver()} />
      </LaterPart>
    );
  }

  return (
    <AnswersFormContext value={form}>
      {confirmation && (
        <LaterPart what="notice">
          <SubmissionConfirmation
            key={confirmation.count}
            name={confirmation.name}
            update={confirmation.update}
            onDismiss={() => dispatch({ type: 'confirmationDismissed' })}
          />
        </LaterPart>
      )}
      {!draft.restored && (
        <Box role="status" sx={visuallyHidden}>
          {wizardCopy.loadingSavedAnswers}
        </Box>
      )}
      {draft.sendCheck.status !== 'none' && (
        <LaterPart what="notice">
          <SendCheckNotice check={draft.sendCheck} onDismiss={draft.dismissSendCheck} />
        </LaterPart>
      )}
      {/* The first step is in the prerendered HTML and can be filled in before the page's code has
          arrived: what is typed then is put back once it has, and a press of Next or Back is made
          again once the saved draft is restored (lib/early-events.ts). `method="dialog"`: the form
          can never be sent by the browser itself, so no answer can end up in an address. */}
      <Box
        component="form"
        ref={formRef}
        method="dialog"
        noValidate
        onSubmit={onFormSubmit}
        aria-labelledby="wizard-step-heading"
        {...EARLY_EVENTS_OWNER}
      >
        <WizardStepper step={step} />
        <Typography
          id="wizard-step-heading"
          ref={headingRef}
          variant="h2"
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' }, mb: 3 }}
        >
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '1rem', fontWeight: 600, color: 'text.secondary' }}
          >
            {wizardCopy.stepOf(stepNumber(step), STEPS.length)}
          </Box>
          {stepHeading(step)}
        </Typography>

        <Box key={step}>
          {step === 'review' ? (
            <LaterPart what="step">
              <ReviewStep onEdit={goTo} disabled={submitting} />
            </LaterPart>
          ) : (
            <StepQuestions
              step={step}
              onFileChange={draft.saveFile}
              onPhotoPreparing={onPhotoPreparing}
            />
          )}
        </Box>
        <HoneypotField />

        {status.kind !== 'editing' && (
          <LaterPart what="notice">
            <SendingStatusArea
              status={status}
              noticeRef={failureRef}
              reloading={reloading}
              saved={draft.saved}
              photoChosen={FILE_FIELDS.some((field) => Boolean(form.getValue(field)))}
              onReload={() => void reload()}
              onTryAgain={() => void submit()}
            />
          </LaterPart>
        )}

        <WizardActions
          step={step}
          submitting={submitting}
          checking={checking}
          sending={status.kind === 'submitting' || reloading}
          waitingForPhoto={waitingForPhoto}
          onBack={back}
          onNext={() => void next()}
          onNextHoverStart={startHoverCheck}
          onNextHoverEnd={stopHoverCheck}
          onSubmit={() => void submit()}
          onStartOverApproach={preloadStartOver}
          onStartOver={() => {
            setStartOverAsked(true);
            setStartOverOpen(true);
          }}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {startOverAsked && (
        <Suspense fallback={null}>
          <StartOverDialog.Component
            open={startOverOpen}
            onCancel={() => setStartOverOpen(false)}
            onConfirm={() => void startOver()}
          />
        </Suspense>
      )}
      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        {wizardCopy.questionsCall.before}{' '}
        <Link href={telHref(company.supportPhone)}>
          <PhoneNumber>{company.supportPhone.display}</PhoneNumber>
        </Link>
        {wizardCopy.questionsCall.after}
      </Typography>
    </AnswersFormContext>
  );
}
