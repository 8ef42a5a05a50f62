import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A phone number as the site shows it, e.g. "(214) 555-0142". */
const PHONE_NUMBER = /\(\d{3}\) \d{3}-\d{4}/g;

/** A phone number that never breaks across lines. */
export function PhoneNumber({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/**
 * Text with every phone number in it kept on one line (the rest wraps as usual): for copy written as
 * plain strings, such as the legal pages and error messages.
 */
export function withUnbrokenPhoneNumbers(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    parts.push(text.slice(last, match.index));
    parts.push(<PhoneNumber key={match.index}>{match[0]}</PhoneNumber>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
