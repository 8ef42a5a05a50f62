import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Container } from '../ui/container';
import { Link } from '../ui/link';
import { Stack } from '../ui/stack';
import { Typography } from '../ui/typography';
import { company, smsHref, telHref } from '../../content/company';
import { companyLinks, legalLinks, type NavLink } from '../../content/navigation';
import { scrollToTop } from '../../lib/scroll';
import { onChrome } from '../../theme/components';
import { CONTENT_WIDTH } from '../../theme/layout';
import { PhoneNumber } from '../ui/phone-number';
import { contactCopy } from '../ui/ui-copy';
import { siteFooterCopy as copy } from './site-footer-copy';

function LinkColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  const headingId = `footer-${heading.toLowerCase()}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link
              href={link.to}
              color="inherit"
              onClick={scrollToTop}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

interface SiteFooterProps {
  newsletter: ReactNode;
  /** More ways to reach help, under the call and text links (the location action). */
  helpActions?: ReactNode;
}

/**
 * Newsletter, the Company column, legal links, contact and the copyright line (docs/product.md,
 * Pages and routes: "Footer"). The newsletter and the extra help actions are features, handed in by
 * the layout that composes the page.
 */
export function SiteFooter({ newsletter, helpActions }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ ...onChrome('dark'), pt: 6, pb: 4, '& a': { color: 'inherit' } }}>
      <Container maxWidth={CONTENT_WIDTH}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
            },
          }}
        >
          <Box component="section" aria-label={copy.newsletter}>
            {newsletter}
          </Box>
          <LinkColumn heading={copy.company} links={companyLinks} />
          <Box>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              {copy.getHelp}
            </Typography>
            <Stack>
              <Link
                href={telHref(company.heroPhone)}
                sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              >
                <span>
                  {`${contactCopy.call} `}
                  <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
                </span>
              </Link>
              <Link
                href={smsHref(company.heroPhone)}
                sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              >
                <span>
                  {`${contactCopy.text} `}
                  <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
                </span>
              </Link>
              {helpActions}
            </Stack>
          </Box>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.25)',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 3,
            rowGap: 1,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
            {copy.copyright(year, company.name)}
          </Typography>
          <Stack
            component="nav"
            aria-label={copy.legal}
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 3 }}
          >
            {legalLinks.map((link) => (
              <Link
                key={link.to}
                href={link.to}
                hrefLang={copy.legalLinksLang}
                variant="body2"
                onClick={scrollToTop}
                sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              >
                {link.label}
              </Link>
            ))}
          </Stack>
          {copy.legalNote && (
            <Typography variant="body2" sx={{ flexBasis: '100%' }}>
              {copy.legalNote}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}
