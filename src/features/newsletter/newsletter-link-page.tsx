import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/ui/link';
import { Typography } from '../../components/ui/typography';
import { company, telHref } from '../../content/company';
import { paths } from '../../content/paths';
import { describeBackendError } from '../../lib/backend-error-message';
import { pageLink, type PageLink } from '../../lib/fragment-token';
import { scrollToAndFocus } from '../../lib/scroll';
import { AnotherLinkNote, useFollowLink } from '../../components/ui/another-link';
import { PageHeading } from '../../components/ui/page-heading';
import { PageSection } from '../../components/ui/page-section';
import { LinkPress } from '../../components/ui/link-press';
import { PhoneNumber, withUnbrokenPhoneNumbers } from '../../components/ui/phone-number';
import { newsletterLinkCopy } from './newsletter-link-copy';
import { isNewsletterToken, type NewsletterAction } from './newsletter-records';
import {
  InvalidNewsletterLinkError,
  isInvalidNewsletterLink,
  sendNewsletterRequest,
} from './newsletter-request';
import { Alert } from '../../components/ui/alert';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; token: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

interface NewsletterLinkPageProps {
  action: NewsletterAction;
  /** The write; the default loads Firebase on the press. Tests hand in a fake. */
  send?: (action: NewsletterAction, token: string) => Promise<void>;
  /** The link the page shows, read when the button is pressed: the address's by default. */
  link?: PageLink;
}

/**
 * The page a link in the newsletter's confirmation mail opens (docs/product.md, The newsletter;
 * docs/decisions/0057-newsletter-double-opt-in.md): a heading, a sentence and one button. Opening the
 * page does nothing (a mail scanner's visit confirms nothing); the press does, once: it writes the
 * request, then says how it went, moving focus to the outcome. A press made before the page's code
 * arrived is kept and made once it has (lib/early-events.ts). Another link opened in the same tab is
 * followed: the page starts again with its button, says so, and takes the focus to its heading
 * (docs/decisions/0071-a-link-is-kept-from-first-paint.md).
 */
export function NewsletterLinkPage({
  action,
  send = sendNewsletterRequest,
  link = pageLink,
}: NewsletterLinkPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useFollowLink(link, headingRef);
  return (
    <PageSection reading>
      <PageHeading ref={headingRef}>{newsletterLinkCopy[action].heading}</PageHeading>
      <AnotherLinkNote shown={shown} message={newsletterLinkCopy.anotherLink} />
      <OneLink key={shown} action={action} send={send} link={link} />
    </PageSection>
  );
}

/** What the page shows for one link: from its button to its outcome. */
function OneLink({ action, send, link }: Required<NewsletterLinkPageProps>) {
  const copy = newsletterLinkCopy[action];
  const [state, setState] = useState<State>({ kind: 'idle' });
  const sending = useRef(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);

  const finished = state.kind === 'done' || state.kind === 'invalid';
  useEffect(() => {
    if (finished && outcomeRef.current) scrollToAndFocus(outcomeRef.current);
  }, [finished]);

  const press = async () => {
    // A second press while the first is on its way does nothing.
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    const token = link.token();
    try {
      if (!isNewsletterToken(token)) throw new InvalidNewsletterLinkError();
      await send(action, token);
      setState({ kind: 'done', token });
    } catch (failure) {
      setState(
        isInvalidNewsletterLink(failure)
          ? { kind: 'invalid' }
          : { kind: 'failed', message: describeBackendError(failure, copy.failureAction) },
      );
    } finally {
      sending.current = false;
    }
  };

  // A heading of its own (not MUI's AlertTitle, whose code only the application shares: the pages
  // would split it into a chunk of its own, which /jobs would then load on top).
  const outcomeTitle = (text: string) => (
    <Typography component="h2" variant="h3" ref={outcomeRef} tabIndex={-1} sx={{ mb: 0.5 }}>
      {text}
    </Typography>
  );

  return (
    <>
      {!finished && (
        <>
          <Typography sx={{ mb: 3 }}>{copy.text}</Typography>
          <LinkPress
            label={copy.button}
            pendingLabel={copy.pending}
            sending={state.kind === 'sending'}
            onPress={() => void press()}
            noScript={
              <>
                {copy.noScript}{' '}
                <Link href={telHref(company.supportPhone)}>
                  <PhoneNumber>{company.supportPhone.display}</PhoneNumber>
                </Link>
                .
              </>
            }
            failure={state.kind === 'failed' ? state.message : null}
          />
        </>
      )}
      {state.kind === 'done' && (
        <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          {outcomeTitle(copy.doneTitle)}
          <Typography sx={{ mb: action === 'confirm' ? 1 : 0 }}>{copy.done}</Typography>
          {action === 'confirm' && (
            <Typography>
              {newsletterLinkCopy.confirm.changedYourMind}{' '}
              <Link href={`${paths.newsletterUnsubscribe}#${state.token}`}>
                {newsletterLinkCopy.confirm.unsubscribeLink}
              </Link>
            </Typography>
          )}
        </Alert>
      )}
      {state.kind === 'invalid' && (
        <Alert severity="warning" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          {outcomeTitle(copy.invalid)}
          <Typography>
            {withUnbrokenPhoneNumbers(
              action === 'confirm'
                ? newsletterLinkCopy.confirm.invalidHelp
                : newsletterLinkCopy.unsubscribe.invalidHelp(
                    company.supportPhone.display,
                    company.supportEmail,
                  ),
            )}
          </Typography>
        </Alert>
      )}
    </>
  );
}
