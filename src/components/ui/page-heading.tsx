import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The page's one `h1`. Focus moves here after a navigation (see `useRouteFocus`). */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h1" id={id} tabIndex={-1} sx={{ mb: 2, color: 'primary.main' }}>
      {children}
    </Typography>
  );
}
