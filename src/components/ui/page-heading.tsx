import type { ReactNode, Ref } from 'react';
import { Typography } from './typography';

/**
 * The page's one `h1`. Focus moves here after a navigation (see `useRouteFocus`), and on a page a
 * mailed link opens, when another link replaces its own (`useFollowLink`, through `ref`).
 */
export function PageHeading({
  children,
  id,
  ref,
}: {
  children: ReactNode;
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Typography variant="h1" id={id} ref={ref} tabIndex={-1} sx={{ mb: 2, color: 'primary.main' }}>
      {children}
    </Typography>
  );
}
