import { LegalDocument } from '../components/sections/legal-document';
import { termsOfService } from '../content/legal/terms-of-service';

export function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
