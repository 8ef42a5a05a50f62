import { Link } from '../components/ui/link';
import { Typography } from '../components/ui/typography';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { company, telHref } from '../content/company';
import { jobsPageCopy } from '../content/jobs';
import { ApplicationWizard } from '../features/job-application';
import { PhoneNumber } from '../components/ui/phone-number';

/**
 * The jobs page: intro and the application wizard (its first step is in the prerendered HTML). Without
 * JavaScript the form cannot work, so it is hidden (`js-only`, see index.html) and the page says how to
 * apply by phone instead.
 */
export function JobsPage() {
  return (
    <PageSection reading>
      <PageHeading>{jobsPageCopy.heading}</PageHeading>
      {jobsPageCopy.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <noscript>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 2 }}>
          {jobsPageCopy.noScript}{' '}
          <Link href={telHref(company.supportPhone)}>
            <PhoneNumber>{company.supportPhone.display}</PhoneNumber>
          </Link>
          .
        </Typography>
      </noscript>
      <div className="js-only">
        <ApplicationWizard />
      </div>
    </PageSection>
  );
}
