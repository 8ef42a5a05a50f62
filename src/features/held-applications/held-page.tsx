import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { Link } from '../../components/ui/link';
import { Typography } from '../../components/ui/typography';
import {
  type HeldEntry,
  type HeldGroupAction,
  type HeldGroup,
  type HeldGroupResult,
  type HeldListResult,
} from '../../lib/action-links';
import { describeBackendError } from '../../lib/backend-error-message';
import { pageLink, type PageLink } from '../../lib/fragment-token';
import { AnotherLinkNote, useFollowLink, WhileLinkIsRead } from '../../components/ui/another-link';
import { scrollToAndFocus } from '../../lib/scroll';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSection } from '../../components/ui/page-section';
import { LinkPress } from '../../components/ui/link-press';
import { heldCopy as copy } from './held-copy';
import {
  groupTokenFromLocation,
  isInvalidHeldLink,
  listTokenFromLocation,
  pressHeldGroup,
  readHeldList,
} from './held-request';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';

interface HeldApplicationsPageProps {
  /** The list's read; the default loads Firebase and calls the function. Tests hand in a fake. */
  read?: typeof readHeldList;
  /** Where the token is read from: the address's fragment by default. */
  readToken?: () => string;
}

const timeOf = (iso: string) => `${iso.slice(11, 16)} UTC`;

/**
 * A warning (an invalid or expired link); after a press its title takes the focus, on opening it is
 * announced where the page's focus already is.
 */
function Notice({ title, text, focus }: { title: string; text: string; focus: boolean }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && titleRef.current) scrollToAndFocus(titleRef.current);
  }, [focus]);
  return (
    <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography component="h2" variant="h3" ref={titleRef} tabIndex={-1} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography>{text}</Typography>
    </Alert>
  );
}

function EntryItem({ entry }: { entry: HeldEntry }) {
  const nameId = useId();
  return (
    <Box component="li" sx={{ mb: 2.5 }}>
      <Typography component="h3" variant="h4" id={nameId} sx={{ mb: 0.5 }}>
        {entry.name}
      </Typography>
      <Typography>{entry.location}</Typography>
      <Typography>{copy.heldAt(timeOf(entry.heldAt), entry.why)}</Typography>
      <Typography>{copy.signals(entry.signals)}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{copy.reference(entry.reference)}</Typography>
      {entry.releaseUrl ? (
        <Link
          href={entry.releaseUrl}
          aria-describedby={nameId}
          sx={{ display: 'inline-block', minHeight: 44, py: 1, fontWeight: 700 }}
        >
          {copy.releaseLink}
        </Link>
      ) : (
        <Typography sx={{ fontStyle: 'italic' }}>
          {entry.releasable ? copy.noLinks : copy.neverMailed}
        </Typography>
      )}
    </Box>
  );
}

function GroupItem({ group }: { group: HeldGroup }) {
  const titleId = useId();
  const links = [
    { label: copy.sendAll(group.count), url: group.releaseUrl },
    { label: copy.discardAll(group.count), url: group.discardUrl },
  ];
  return (
    <Box component="li" sx={{ mb: 2.5 }}>
      <Typography component="h3" variant="h4" id={titleId} sx={{ mb: 0.5 }}>
        {copy.groupTitle(group.count)}
      </Typography>
      <Typography>{copy.groupWhy(group.why)}</Typography>
      <Typography>{copy.groupNames(group.names)}</Typography>
      {links.some((link) => link.url) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {links.map((link) =>
            link.url ? (
              <Link
                key={link.label}
                href={link.url}
                aria-describedby={titleId}
                sx={{ display: 'inline-block', minHeight: 44, py: 1, fontWeight: 700 }}
              >
                {link.label}
              </Link>
            ) : null,
          )}
        </Box>
      ) : (
        <Typography sx={{ fontStyle: 'italic' }}>{copy.noLinks}</Typography>
      )}
    </Box>
  );
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'loaded'; result: HeldListResult }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** A list link: every application held in its hour, read when the page opens (a read only). */
function HeldList({ token, read }: { token: string; read: typeof readHeldList }) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [tries, setTries] = useState(0);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    read(token).then(
      (result) => {
        if (current) setState({ kind: 'loaded', result });
      },
      (failure: unknown) => {
        if (!current) return;
        setState(
          isInvalidHeldLink(failure)
            ? { kind: 'invalid' }
            : { kind: 'failed', message: describeBackendError(failure, copy.failureAction) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [read, token, tries]);

  useEffect(() => {
    if (state.kind === 'failed' && tries > 0) retryRef.current?.focus();
  }, [state.kind, tries]);

  const onRetry = () => {
    setState({ kind: 'loading' });
    setTries((count) => count + 1);
  };
  // As on the applicant's status page: one grid cell holds what the page shows now and, unseen,
  // each short state it can come to, so their styles are the first paint's (none is made anew in
  // the browser) and an answer replacing "Loading…" moves nothing below it.
  return (
    <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1', minWidth: 0 } }}>
      {SIZING_STATES.map((sample, index) => (
        <Box key={index} aria-hidden="true" className="js-only" sx={{ visibility: 'hidden' }}>
          <HeldListState state={sample} onRetry={() => undefined} />
        </Box>
      ))}
      <div>
        {state.kind === 'loading' ? (
          <WhileLinkIsRead
            loading={
              <Typography className="js-only" role="status">
                {copy.loading}
              </Typography>
            }
            missing={<HeldListState state={{ kind: 'invalid' }} onRetry={onRetry} />}
          />
        ) : (
          <HeldListState state={state} onRetry={onRetry} retryRef={retryRef} />
        )}
      </div>
    </Box>
  );
}

/** The short states the list's cell is sized by (unseen, see above). */
const SIZING_STATES: ListState[] = [
  { kind: 'loading' },
  { kind: 'invalid' },
  { kind: 'loaded', result: { outcome: 'expired' } },
  { kind: 'failed', message: describeBackendError(new Error('sizing'), copy.failureAction) },
];

/** What the list shows in one state. */
function HeldListState({
  state,
  onRetry,
  retryRef,
}: {
  state: ListState;
  onRetry: () => void;
  retryRef?: RefObject<HTMLButtonElement | null>;
}) {
  switch (state.kind) {
    case 'loading':
      return <Typography>{copy.loading}</Typography>;
    case 'invalid':
      return <Notice focus={false} title={copy.invalidTitle} text={copy.invalid} />;
    case 'failed':
      return (
        <Alert severity="error" role="alert">
          <Typography sx={{ mb: 1 }}>{state.message}</Typography>
          <Button ref={retryRef} variant="contained" onClick={onRetry} sx={{ minHeight: 44 }}>
            {copy.retry}
          </Button>
        </Alert>
      );
    case 'loaded': {
      const { result } = state;
      if (result.outcome === 'expired') {
        return <Notice focus={false} title={copy.expiredTitle} text={copy.expired} />;
      }
      const { entries, groups } = result;
      return (
        <Box>
          <Typography role="status" sx={{ mb: 3 }}>
            {copy.intro(copy.hourOf(result.hour))}
          </Typography>
          {entries.length + groups.length === 0 && <Typography>{copy.nothingLeft}</Typography>}
          {entries.length > 0 && (
            <>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                {copy.likelyHeading}
              </Typography>
              <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3 }}>
                {entries.map((entry) => (
                  <EntryItem key={entry.reference} entry={entry} />
                ))}
              </Box>
            </>
          )}
          {groups.length > 0 && (
            <>
              <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
                {copy.groupsHeading}
              </Typography>
              <Box component="ul" sx={{ pl: 3, mt: 0 }}>
                {groups.map((group, index) => (
                  <GroupItem key={index} group={group} />
                ))}
              </Box>
            </>
          )}
        </Box>
      );
    }
  }
}

type GroupState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answered'; result: HeldGroupResult }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/**
 * A network's page, /team/held-release or /team/held-discard (docs/product.md, The team's actions;
 * docs/decisions/0070-every-held-application-reaches-a-person.md): what its one button will do, and
 * the button. Opening it does nothing and loads no Firebase; the press releases or discards every
 * application that network had held in the link's hour and that is still held, once, then says how
 * many, moving focus to the outcome.
 */
interface HeldGroupPageProps {
  action: HeldGroupAction;
  /** The press; the default loads Firebase and calls the function. Tests hand in a fake. */
  press?: typeof pressHeldGroup;
  /** Where the token is read from when the button is pressed: the address's fragment by default. */
  readToken?: () => string;
  /** The link the page follows: another one opened in the same tab starts it again. */
  link?: PageLink;
}

export function HeldGroupPage({ link = pageLink, ...props }: HeldGroupPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useFollowLink(link, headingRef);
  return (
    <PageSection reading>
      <PageHeading ref={headingRef}>{copy.group[props.action].heading}</PageHeading>
      <AnotherLinkNote shown={shown} message={copy.anotherGroupLink} />
      <GroupLink key={shown} {...props} />
    </PageSection>
  );
}

/** What a network's page shows for one link: from its button to its outcome. */
function GroupLink({
  action,
  press = pressHeldGroup,
  readToken = groupTokenFromLocation,
}: Omit<HeldGroupPageProps, 'link'>) {
  const words = copy.group[action];
  const [state, setState] = useState<GroupState>({ kind: 'idle' });
  const sending = useRef(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const answered = state.kind === 'answered';

  useEffect(() => {
    if (answered && outcomeRef.current) scrollToAndFocus(outcomeRef.current);
  }, [answered]);

  const onPress = async () => {
    // A second press while the first is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      setState({ kind: 'answered', result: await press(action, readToken()) });
    } catch (failure) {
      setState(
        isInvalidHeldLink(failure)
          ? { kind: 'invalid' }
          : { kind: 'failed', message: describeBackendError(failure, words.failureAction) },
      );
    } finally {
      sending.current = false;
    }
  };

  let content;
  if (state.kind === 'invalid') {
    content = <Notice focus title={copy.invalidTitle} text={copy.invalid} />;
  } else if (state.kind === 'answered') {
    const { result } = state;
    const outcome =
      result.outcome === 'done'
        ? {
            title: copy.doneTitle,
            text: words.done(result.count, copy.hourOf(result.hour)),
            ok: true,
          }
        : result.outcome === 'nothing-left'
          ? { title: copy.nothingLeftTitle, text: copy.nothingLeftGroup, ok: true }
          : { title: copy.expiredTitle, text: copy.expired, ok: false };
    content = (
      <Alert
        severity={outcome.ok ? 'success' : 'warning'}
        role={outcome.ok ? 'status' : 'alert'}
        sx={{ '& .MuiAlert-message': { width: '100%' } }}
      >
        <Typography component="h2" variant="h3" ref={outcomeRef} tabIndex={-1} sx={{ mb: 0.5 }}>
          {outcome.title}
        </Typography>
        <Typography>{outcome.text}</Typography>
      </Alert>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 3 }}>{words.text}</Typography>
        <LinkPress
          label={words.button}
          pendingLabel={words.pending}
          sending={state.kind === 'sending'}
          onPress={() => void onPress()}
          noScript={copy.noScript}
          failure={state.kind === 'failed' ? state.message : null}
        />
      </>
    );
  }
  return content;
}

/**
 * The page the hourly summary of held applications links to, /team/held (docs/product.md, The
 * team's actions; docs/decisions/0070-every-held-application-reaches-a-person.md): every application
 * held in the link's hour and still held, most likely real first, each with its "Send it to the inbox
 * now" link, then each network that sent several with its "Send all" and "Discard all" links.
 * Opening it reads and changes nothing.
 */
export function HeldApplicationsPage({
  read = readHeldList,
  readToken = listTokenFromLocation,
  link = pageLink,
}: HeldApplicationsPageProps & { link?: PageLink }) {
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
      <HeldListOfLink key={shown} read={read} readToken={readToken} />
    </PageSection>
  );
}

/** The list of one link: its token read once, when the link is shown. */
function HeldListOfLink({
  read,
  readToken,
}: {
  read: typeof readHeldList;
  readToken: () => string;
}) {
  const [token] = useState(readToken);
  return <HeldList token={token} read={read} />;
}
