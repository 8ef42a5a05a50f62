import Box from '@mui/material/Box';
import { Link } from '../ui/link';
import type { SxProps, Theme } from '@mui/material/styles';
import { company } from '../../content/company';
import { brand } from '../../theme/palette';
import { paths } from '../../content/paths';
import { scrollToTop } from '../../lib/scroll';
import { layoutCopy } from './layout-copy';

/**
 * The brand mark and name. It goes to / and scrolls to the top (docs/product.md, Pages and routes:
 * "Header"). Its accessible name stays "RoadReady home" when a narrow header hides the name
 * (`nameSx`).
 */
export function BrandLogo({ nameSx }: { nameSx?: SxProps<Theme> }) {
  return (
    <Link
      href={paths.home}
      underline="none"
      color="inherit"
      onClick={scrollToTop}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 48, flexShrink: 0 }}
      aria-label={layoutCopy.brandHome(company.shortName)}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        width={36}
        height={36}
        aria-hidden="true"
        focusable="false"
        sx={{ flexShrink: 0 }}
      >
        <rect
          x="10"
          y="10"
          width="44"
          height="44"
          rx="6"
          transform="rotate(45 32 32)"
          fill={brand.amber}
        />
        <path d="M22 38h20l-4-12H26z" fill={brand.navy} />
        <circle cx="26" cy="40" r="4" fill={brand.navy} />
        <circle cx="38" cy="40" r="4" fill={brand.navy} />
      </Box>
      <Box
        component="span"
        sx={[
          { fontWeight: 800, fontSize: '1.25rem', letterSpacing: 0.2, whiteSpace: 'nowrap' },
          ...(Array.isArray(nameSx) ? nameSx : [nameSx]),
        ]}
      >
        {company.shortName}
      </Box>
    </Link>
  );
}
