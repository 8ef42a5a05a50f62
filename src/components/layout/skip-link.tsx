import Box from '@mui/material/Box';
import { layoutCopy } from './layout-copy';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        // Out of sight above the page, whatever the text size, until it has focus.
        position: 'absolute',
        left: 8,
        top: 8,
        transform: 'translateY(calc(-100% - 16px))',
        zIndex: 2000,
        p: 1.5,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        borderRadius: 1,
        '--focus-ring': 'var(--mui-palette-chrome-contrastText)',
        '&:focus': { transform: 'none' },
      }}
    >
      {layoutCopy.skipLink}
    </Box>
  );
}
