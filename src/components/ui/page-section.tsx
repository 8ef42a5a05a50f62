import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import Container from '@mui/material/Container';

interface PageSectionProps extends Omit<BoxProps, 'children'> {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** A full-width band with the site's vertical rhythm and a centred container. */
export function PageSection({ children, maxWidth = 'lg', sx, ...props }: PageSectionProps) {
  return (
    <Box
      component="section"
      sx={[{ py: { xs: 5, md: 8 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
