import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Typography } from '../../components/ui/typography';
import {
  DECLINE_REASONS,
  type DeclineReason,
  type TeamAction,
  type TeamActionResult,
} from '../../lib/action-links';
import { describeBackendError } from '../../lib/backend-error-message';
import { pageLink, type PageLink } from '../../lib/fragment-token';
import { scrollToAndFocus } from '../../lib/scroll';
import { AnotherLinkNote, useFollowLink } from '../../components/ui/another-link';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSection } from '../../components/ui/page-section';
import { LinkPress } from '../../components/ui/link-press';
import { withUnbrokenPhoneNumbers } from '../../components/ui/phone-number';
import { teamActionCopy as copy } from './team-action-copy';
import { isInvalidTeamLink, sendTeamAction } from './team-action-request';
import { Alert } from '../../components/ui/alert';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answered'; result: TeamActionResult }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

interface TeamActionPageProps {
  action: TeamAction;
  /** The press; the default loads Firebase and calls the function. Tests hand in a fake. */
  send?: typeof sendTeamAction;
  /** The link the page shows, read when the button is pressed: the address's by default. */
  link?: PageLink;
}

/** An ISO time as the team reads it, in this language and the browser's time zone. */
const when = (iso: string) =>
  new Intl.DateTimeFormat(copy.dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** What an action did, in words, with a decline's reason (or that none was stated). */
function whatWasDone(action: TeamAction, reason: DeclineReason | null): string {
  if (action !== 'decline') return copy.what[action];
  return `${copy.what.decline}${reason ? copy.withReason(copy.reasons[reason]) : copy.withoutReason}`;
}

/** The outcome's title and sentences, and whether it is a success (status) or a warning (alert). */
function describe(result: TeamActionResult): { title: string; text: string[]; ok: boolean } {
  switch (result.outcome) {
    case 'done':
      return {
        title: copy.doneTitle[result.action],
        text: [
          copy.done[result.action](when(result.at)),
          ...(result.mail === 'queued' ? [copy.queued] : []),
        ],
        ok: true,
      };
    case 'already-done':
      return {
        title: copy.alreadyDoneTitle,
        text: [copy.alreadyDone(when(result.at), whatWasDone(result.action, result.reason))],
        ok: true,
      };
    case 'already-decided':
      return {
        title: copy.alreadyDecidedTitle,
        text: [copy.alreadyDecided(when(result.at), whatWasDone(result.decision, null))],
        ok: false,
      };
    case 'not-held':
      return {
        title: copy.notHeldTitle,
        text: [
          result.status === 'mailed'
            ? copy.notHeldMailed(result.at ? when(result.at) : null)
            : copy.notHeldReleasing,
        ],
        ok: true,
      };
    case 'cannot-release':
      return { title: copy.cannotReleaseTitle, text: [copy.cannotRelease], ok: false };
    case 'not-in-inbox':
      return { title: copy.notInInboxTitle, text: [copy.notInInbox], ok: false };
    case 'gone':
      return { title: copy.goneTitle, text: [copy.gone], ok: false };
    case 'expired':
      return { title: copy.expiredTitle, text: [copy.expired], ok: false };
  }
}

/**
 * The page a link of the onboarding team's mails opens (docs/product.md, The team's actions;
 * docs/decisions/0063-team-actions-and-status-page.md): a heading and a sentence that say what will
 * happen, for a decline the reason to state (native radio buttons), and one button. Opening the page
 * does nothing and loads no Firebase (a mail scanner's visit changes nothing); the press does, once:
 * it calls the function, then says how it went, moving focus to the outcome. A press made before the
 * page's code arrived is kept and made once it has (lib/early-events.ts), with the reason chosen by
 * then. Another link opened in the same tab is followed: the page starts again with its button, says
 * so, and takes the focus to its heading (docs/decisions/0071-a-link-is-kept-from-first-paint.md).
 */
export function TeamActionPage({
  action,
  send = sendTeamAction,
  link = pageLink,
}: TeamActionPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useFollowLink(link, headingRef);
  return (
    <PageSection reading>
      <PageHeading ref={headingRef}>{copy.pages[action].heading}</PageHeading>
      <AnotherLinkNote shown={shown} message={copy.anotherLink} />
      <OneLink key={shown} action={action} send={send} link={link} />
    </PageSection>
  );
}

/** What the page shows for one link: from its button to its outcome. */
function OneLink({ action, send, link }: Required<TeamActionPageProps>) {
  const page = copy.pages[action];
  const [state, setState] = useState<State>({ kind: 'idle' });
  const sending = useRef(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const reasonsRef = useRef<HTMLFieldSetElement>(null);

  const finished = state.kind === 'answered' || state.kind === 'invalid';
  useEffect(() => {
    if (finished && outcomeRef.current) scrollToAndFocus(outcomeRef.current);
  }, [finished]);

  const chosenReason = (): DeclineReason | null => {
    const value = reasonsRef.current?.querySelector<HTMLInputElement>(
      'input[name="reason"]:checked',
    )?.value;
    return DECLINE_REASONS.find((reason) => reason === value) ?? null;
  };

  const press = async () => {
    // A second press while the first is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    try {
      const result = await send(action, link.token(), action === 'decline' ? chosenReason() : null);
      setState({ kind: 'answered', result });
    } catch (failure) {
      setState(
        isInvalidTeamLink(failure)
          ? { kind: 'invalid' }
          : { kind: 'failed', message: describeBackendError(failure, page.failureAction) },
      );
    } finally {
      sending.current = false;
    }
  };

  const outcomeTitle = (text: string) => (
    <Typography component="h2" variant="h3" ref={outcomeRef} tabIndex={-1} sx={{ mb: 0.5 }}>
      {text}
    </Typography>
  );
  const outcome =
    state.kind === 'answered'
      ? describe(state.result)
      : state.kind === 'invalid'
        ? { title: copy.invalidTitle, text: [copy.invalid], ok: false }
        : null;
  const reference =
    state.kind === 'answered' && 'reference' in state.result ? state.result.reference : null;

  return (
    <>
      {!finished && (
        <>
          <Typography sx={{ mb: 3 }}>{withUnbrokenPhoneNumbers(page.text)}</Typography>
          {action === 'decline' && (
            <Box
              component="fieldset"
              ref={reasonsRef}
              sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}
            >
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
                {copy.reasonsLegend}
              </Typography>
              {[null, ...DECLINE_REASONS].map((reason) => (
                <Box
                  component="label"
                  key={reason ?? 'none'}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    minHeight: 44,
                    cursor: 'pointer',
                    '& input': { width: 22, height: 22, m: 0, flexShrink: 0 },
                    '& input:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  <input
                    type="radio"
                    name="reason"
                    value={reason ?? ''}
                    defaultChecked={reason === null}
                  />
                  <span>{reason ? copy.reasons[reason] : copy.noReason}</span>
                </Box>
              ))}
            </Box>
          )}
          <LinkPress
            label={page.button}
            pendingLabel={page.pending}
            sending={state.kind === 'sending'}
            onPress={() => void press()}
            noScript={copy.noScript}
            failure={state.kind === 'failed' ? state.message : null}
          />
        </>
      )}
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'warning'}
          role={outcome.ok ? 'status' : 'alert'}
          sx={{ '& .MuiAlert-message': { width: '100%' } }}
        >
          {outcomeTitle(outcome.title)}
          {reference && <Typography sx={{ mb: 0.5 }}>{copy.reference(reference)}</Typography>}
          {outcome.text.map((sentence) => (
            <Typography key={sentence} sx={{ mb: 0.5 }}>
              {withUnbrokenPhoneNumbers(sentence)}
            </Typography>
          ))}
        </Alert>
      )}
    </>
  );
}
