/**
 * The driver application (docs/product.md, The driver application), as the rest of the site uses it.
 * Code outside this folder imports only from here (eslint.config.js), or, for what the privacy policy
 * lists as collected from an applicant, from `collected.ts`, which loads none of the wizard; inside,
 * the parts are:
 * - `rules/`: the questions, declared once (`form.ts`), their words (`questions.ts`), and what is
 *   made from them: the checks (`schema.ts`) and the record sent (`application-record.ts`);
 * - `mail/`: the onboarding mail built from the answers, with its triage;
 * - `sending/`: the sending protocol (the submission's state, the photo's preparation and upload,
 *   the receipt) and its messages, loaded when the applicant sends;
 * - `draft/`: the draft kept on the device, and the lock that lets one tab edit it;
 * - `components/`: the wizard, its state and its steps.
 */
export { ApplicationWizard } from './components/application-wizard';
export { TOOL_OPTIONS, type ApplicationAnswers } from './rules/schema';
export type { MailDocument } from './mail/mail';

/**
 * The onboarding mail's builder, for the mail preview (scripts/mail-preview.ts). The site itself
 * never builds the mail (the product's function does: docs/decisions/0056), so it is loaded on
 * demand: a static re-export would put the mail's code into the /jobs page's first load.
 */
export const loadMailBuilder = () => import('./mail/mail');
