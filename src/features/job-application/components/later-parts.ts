/**
 * The parts of the wizard its first step does not show, in one chunk of their own: the views of the
 * kinds of answer the later steps ask (radio buttons, checkboxes, the photo and its preparation), the
 * review step, where a send stands and what a failed one says, the confirmation and the notices. The first step asks only short
 * texts, so `/jobs` starts without them; the wizard fetches them once the page is idle
 * (later-parts-loader.ts), so Next does not wait for them. One chunk: one request, and nothing it
 * depends on can fail apart from it (load-module.ts).
 */
export { ChoiceAnswer } from '../../../components/form/choice-answer';
export { ChoicesAnswer } from '../../../components/form/choices-answer';
export { FileAnswer } from '../../../components/form/file-answer';
export { YesNoAnswer } from '../../../components/form/yes-no-answer';
export { OpenElsewhereNotice } from './open-elsewhere-notice';
export { ReviewStep } from './review-step';
export { SendCheckNotice } from './send-check-notice';
export { SendingStatusArea } from './sending-status';
export { SubmissionConfirmation } from './submission-confirmation';
export { describeSubmissionError } from '../sending/submission-messages';
