import Box from '@mui/material/Box';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        p: 1.5,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
