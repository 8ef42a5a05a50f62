import Box from '@mui/material/Box';
import { Typography } from '../ui/typography';
import { legalCopy } from '../../content/legal/legal-copy';
import type { LegalBlock, LegalDocument as LegalDocumentContent } from '../../content/legal/types';
import { PageHeading } from '../ui/page-heading';
import { PageSection } from '../ui/page-section';
import { withUnbrokenPhoneNumbers } from '../ui/phone-number';
import { HydratePageWhenTouched } from '../ui/hydrate-later';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'list') {
    return (
      <Box component="ul" sx={{ pl: 3, mb: 2 }}>
        {block.items?.map((item) => (
          <Typography component="li" key={item} sx={{ mb: 0.5 }}>
            {withUnbrokenPhoneNumbers(item)}
          </Typography>
        ))}
      </Box>
    );
  }
  return <Typography sx={{ mb: 2 }}>{withUnbrokenPhoneNumbers(block.text ?? '')}</Typography>;
}

/** A legal page: title, effective date and numbered sections. All text is rendered as text, never HTML. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <HydratePageWhenTouched>
      <PageSection reading>
        <PageHeading>{document.title}</PageHeading>
        <Typography sx={{ mb: 3, fontWeight: 600 }}>
          {legalCopy.effectiveDate}{' '}
          <time dateTime={document.effectiveDateIso}>{document.effectiveDate}</time>
        </Typography>
        {document.intro.map((block, index) => (
          <Block key={index} block={block} />
        ))}
        {document.sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={`section-${index + 1}`}>
            <Typography
              id={`section-${index + 1}`}
              variant="h2"
              sx={{ fontSize: '1.5rem', mt: 4, mb: 1.5 }}
            >
              {index + 1}. {section.heading}
            </Typography>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </Box>
        ))}
      </PageSection>
    </HydratePageWhenTouched>
  );
}
