import { usePageMeta } from '../app/use-page-meta';
import { LegalDocument } from '../components/sections/legal-document';
import { privacyPolicy } from '../content/legal/privacy-policy';

export function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy Policy',
    'What we collect from customers and driver applicants, how we use and protect it, and your rights.',
  );
  return <LegalDocument document={privacyPolicy} />;
}
