import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { Container } from './container';
import { CONTENT_WIDTH, READING_WIDTH } from '../../theme/layout';

interface PageSectionProps extends Omit<BoxProps, 'children'> {
  children: ReactNode;
  /** Long reading text: held to a comfortable line length, on the same left edge as every page. */
  reading?: boolean;
}

/**
 * A full-width band with the site's vertical rhythm and the one content container every page and the
 * footer share (theme/layout.ts), so the content's left edge never moves between pages.
 */
export function PageSection({ children, reading = false, sx, ...props }: PageSectionProps) {
  return (
    <Box
      component="section"
      sx={[{ py: { xs: 5, md: 8 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      <Container maxWidth={CONTENT_WIDTH}>
        {reading ? <Box sx={{ maxWidth: READING_WIDTH }}>{children}</Box> : children}
      </Container>
    </Box>
  );
}
