import { usePageMeta } from '../app/use-page-meta';
import { LegalDocument } from '../components/sections/legal-document';
import { termsOfService } from '../content/legal/terms-of-service';

export function TermsOfServicePage() {
  usePageMeta(
    'Terms of Service',
    'The terms for using our roadside services and applying as a contractor driver.',
  );
  return <LegalDocument document={termsOfService} />;
}
