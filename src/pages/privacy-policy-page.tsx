import { LegalDocument } from '../components/sections/legal-document';
import { privacyPolicyOf } from '../content/legal/privacy-policy';
import { collectedFromApplicants } from '../features/job-application/collected';
import { collectedFromSubscribers } from '../features/newsletter/collected';

/**
 * The privacy policy, its lists of what is collected made from the forms' declarations
 * (docs/decisions/0073-a-question-is-declared-once.md).
 */
export const privacyPolicy = privacyPolicyOf({
  fromApplicants: collectedFromApplicants(),
  fromSubscribers: collectedFromSubscribers(),
});

export function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
