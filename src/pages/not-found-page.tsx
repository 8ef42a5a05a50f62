import Box from '@mui/material/Box';
import { Link } from '../components/ui/link';
import { Stack } from '../components/ui/stack';
import { Typography } from '../components/ui/typography';
import { notFoundCopy as copy } from '../content/not-found';
import { pageMeta } from '../content/page-meta';
import { paths } from '../content/paths';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { Button } from '../components/ui/button';
import { HydratePageWhenTouched } from '../components/ui/hydrate-later';

/** The site's main pages, each with the description it has in search results. */
const destinations = [pageMeta.services, pageMeta.evCharging, pageMeta.jobs, pageMeta.about];

/**
 * Unknown paths (docs/product.md, Pages and routes): links home and to services, then every main
 * page with a line on what it holds, so a visitor who followed a broken link finds the page they meant
 * (docs/decisions/0041-alive-from-first-paint.md: these links also fill the phone's first screen, which
 * on a short page would otherwise show the newsletter form, whose Subscribe needs the page's code).
 */
export function NotFoundPage() {
  return (
    <HydratePageWhenTouched>
      <PageSection reading>
        <PageHeading>{copy.heading}</PageHeading>
        <Typography sx={{ mb: 3 }}>{copy.text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button href={paths.home} variant="contained">
            {copy.homeButton}
          </Button>
          <Button href={paths.services} variant="outlined">
            {copy.servicesButton}
          </Button>
        </Stack>
        <Box component="nav" aria-labelledby="not-found-pages" sx={{ mt: 5 }}>
          <Typography id="not-found-pages" component="h2" variant="h3" sx={{ mb: 1 }}>
            {copy.nextHeading}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {destinations.map((page) => (
              <li key={page.path}>
                <Link
                  href={page.path}
                  sx={{
                    fontWeight: 600,
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                  }}
                >
                  {page.title}
                </Link>
                <Typography variant="body2">{page.description}</Typography>
              </li>
            ))}
          </Stack>
        </Box>
      </PageSection>
    </HydratePageWhenTouched>
  );
}
