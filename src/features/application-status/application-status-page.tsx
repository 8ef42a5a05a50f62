import { useEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { Typography } from '../../components/ui/typography';
import { company } from '../../content/company';
import type { StatusResult } from '../../lib/action-links';
import { describeBackendError } from '../../lib/backend-error-message';
import { pageLink, type PageLink } from '../../lib/fragment-token';
import { AnotherLinkNote, useFollowLink, WhileLinkIsRead } from '../../components/ui/another-link';
import { CallButton, TextButton } from '../../components/ui/contact-buttons';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSection } from '../../components/ui/page-section';
import { withUnbrokenPhoneNumbers } from '../../components/ui/phone-number';
import { applicationStatusCopy as copy } from './application-status-copy';
import { isInvalidStatusLink, readStatus } from './status-request';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; status: StatusResult }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

interface ApplicationStatusPageProps {
  /** The read; the default loads Firebase and calls the function. Tests hand in a fake. */
  read?: typeof readStatus;
  /** The link the page shows, read on opening: the address's by default. */
  link?: PageLink;
}

/** A date as the applicant reads it, in this language and their own time zone. */
const day = (iso: string) =>
  new Intl.DateTimeFormat(copy.dateLocale, { dateStyle: 'long' }).format(new Date(iso));

type Stage = { name: string; at: string | null };

/** The stages to show, in order: received, read, then the decision (or the call still to come). */
function stagesOf(status: StatusResult): Stage[] {
  return [
    { name: copy.stages.received, at: status.receivedAt },
    { name: copy.stages.read, at: status.readAt },
    status.declinedAt
      ? { name: copy.stages.declined, at: status.declinedAt }
      : { name: copy.stages.call, at: status.callAt },
  ];
}

/** What the latest stage means, in a sentence. */
function nowOf(status: StatusResult): string {
  if (status.declinedAt) return copy.now.declined;
  if (status.callAt) return copy.now.call(company.heroPhone.display);
  if (status.readAt) return copy.now.read;
  return copy.now.received;
}

/** What the page says in one state, between its heading and the Call and Text links. */
function StateView({
  state,
  retryRef,
  onRetry,
}: {
  state: State;
  retryRef?: RefObject<HTMLButtonElement | null>;
  onRetry?: () => void;
}) {
  switch (state.kind) {
    case 'loading':
      return (
        <WhileLinkIsRead
          loading={
            <Typography className="js-only" role="status" sx={{ mb: 3 }}>
              {copy.loading}
            </Typography>
          }
          missing={<StateView state={{ kind: 'invalid' }} />}
        />
      );
    case 'loaded':
      return (
        <>
          <Box role="status" sx={{ mb: 3 }}>
            <Typography sx={{ mb: 1 }}>{copy.hello(state.status.firstName)}</Typography>
            <Typography>{withUnbrokenPhoneNumbers(nowOf(state.status))}</Typography>
          </Box>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {copy.stagesHeading}
          </Typography>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3 }}>
            {stagesOf(state.status).map(({ name, at }) => (
              <Box component="li" key={name} sx={{ mb: 1 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                {': '}
                <Typography component="span">{at ? day(at) : copy.notYet}</Typography>
              </Box>
            ))}
          </Box>
        </>
      );
    case 'invalid':
      return (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}
        >
          <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
            {copy.invalidTitle}
          </Typography>
          <Typography>
            {withUnbrokenPhoneNumbers(copy.invalidHelp(company.heroPhone.display))}
          </Typography>
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          <Typography sx={{ mb: 1 }}>{withUnbrokenPhoneNumbers(state.message)}</Typography>
          <Button ref={retryRef} variant="contained" onClick={onRetry} sx={{ minHeight: 44 }}>
            {copy.retry}
          </Button>
        </Alert>
      );
  }
}

/**
 * The states the page's changing part is sized by (unseen, see the page): the longest of each kind,
 * with a typical first name and the longest month's dates.
 */
const SAMPLE_DATE = '2026-09-30T15:00:00.000Z';
const SIZING_STATES: State[] = [
  ...[
    { callAt: SAMPLE_DATE, declinedAt: null },
    { callAt: null, declinedAt: SAMPLE_DATE },
    { callAt: null, declinedAt: null, readAt: null },
  ].map((stages): State => ({
    kind: 'loaded',
    status: {
      firstName: 'Alexandra',
      language: 'en',
      receivedAt: SAMPLE_DATE,
      readAt: SAMPLE_DATE,
      ...stages,
    },
  })),
  { kind: 'invalid' },
  { kind: 'failed', message: describeBackendError(new Error('sizing'), copy.failureAction) },
];

/**
 * The applicant's private status page (docs/product.md, The applicant's status page;
 * docs/decisions/0063-team-actions-and-status-page.md), opened from the link in their mails: where
 * the application stands, with the dates, in this site's language (the link opens the language they
 * applied in), and the company's Call and Text actions. It shows the first name and nothing else the
 * applicant wrote. Opening it reads and changes nothing but that; Firebase is loaded now, on opening.
 * A link that is not genuine shows nothing but that it is not valid. Another link opened in the same
 * tab is followed: the page reads it, says so, and takes the focus to its heading
 * (docs/decisions/0071-a-link-is-kept-from-first-paint.md).
 */
export function ApplicationStatusPage({
  read = readStatus,
  link = pageLink,
}: ApplicationStatusPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useFollowLink(link, headingRef);
  return (
    <PageSection reading>
      <PageHeading ref={headingRef}>{copy.heading}</PageHeading>
      <AnotherLinkNote shown={shown} message={copy.anotherLink} />
      <noscript>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 2 }}>
          {copy.noScript}
        </Typography>
      </noscript>
      {/* One grid cell holds what the page shows now and, unseen, every state it can come to, so
          the cell is as tall from the first paint as it will ever be: the answer arriving moves
          nothing below it (the Call and Text links, the footer). */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1', minWidth: 0 } }}>
        {SIZING_STATES.map((sample, index) => (
          <Box key={index} aria-hidden="true" className="js-only" sx={{ visibility: 'hidden' }}>
            <StateView state={sample} />
          </Box>
        ))}
        <OneLink key={shown} read={read} link={link} />
      </Box>
      <Typography sx={{ mb: 1.5 }}>{copy.contact}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <CallButton sx={{ minHeight: 48 }} />
        <TextButton sx={{ minHeight: 48 }} />
      </Box>
    </PageSection>
  );
}

/** What the page says for one link: read on opening (and again on "Try again"). */
function OneLink({ read, link }: Required<ApplicationStatusPageProps>) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const retryRef = useRef<HTMLButtonElement>(null);
  const [retried, setRetried] = useState(0);

  useEffect(() => {
    let current = true;
    read(link.token()).then(
      (status) => {
        if (current) setState({ kind: 'loaded', status });
      },
      (failure: unknown) => {
        if (!current) return;
        setState(
          isInvalidStatusLink(failure)
            ? { kind: 'invalid' }
            : { kind: 'failed', message: describeBackendError(failure, copy.failureAction) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [read, link, retried]);

  useEffect(() => {
    // After a failed try, the button to try again keeps (or takes) the keyboard's place.
    if (state.kind === 'failed' && retried > 0) retryRef.current?.focus();
  }, [state.kind, retried]);

  return (
    <div>
      <StateView
        state={state}
        retryRef={retryRef}
        onRetry={() => {
          setState({ kind: 'loading' });
          setRetried((count) => count + 1);
        }}
      />
    </div>
  );
}
