import { LegalDocument } from '../components/sections/legal-document';
import { privacyPolicy } from '../content/legal/privacy-policy';

export function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
