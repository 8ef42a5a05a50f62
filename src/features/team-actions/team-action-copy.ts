import { company } from '../../content/company';
import { retention } from '../../content/retention';
import type { DeclineReason, TeamAction } from '../../lib/action-links';

const phone = company.heroPhone.display;
const days = retention.applicationDays;

/**
 * The words of the pages the onboarding team's links open (/team/read, /team/call, /team/decline,
 * /team/release; docs/decisions/0063-team-actions-and-status-page.md). The Spanish build shows
 * team-action-copy.es.ts instead. Each page says what its button will do before it is pressed.
 */
export const teamActionCopy = {
  /** Dates are written for this language (the team's browser's time zone). */
  dateLocale: 'en-US',
  pages: {
    read: {
      heading: 'Mark as read',
      text: 'Press the button to mark this application as read by our team. The applicant’s status page then says that our team has read it. Nobody is emailed.',
      button: 'Mark as read',
      pending: 'Marking…',
      failureAction: 'mark the application as read',
    },
    call: {
      heading: 'Reviewed: we will call you',
      text: `Press the button to tell the applicant, by email and in the language they applied in, that our team has reviewed their application and will call them soon from ${phone}. Their status page then says so too, and that our team has read it.`,
      button: 'Tell them we will call',
      pending: 'Telling them…',
      failureAction: 'tell the applicant',
    },
    decline: {
      heading: 'Not a fit right now',
      text: 'Press the button to send the applicant a polite decline by email, in the language they applied in. Their status page then says so too, and that our team has read it.',
      button: 'Send the decline',
      pending: 'Sending…',
      failureAction: 'send the decline',
    },
    release: {
      heading: 'Send it to the inbox now',
      text: 'This application was held, not mailed: it came past the hourly limit, from a network that sent several, or with a photo that failed its check. Press the button to send it to the onboarding inbox as it is, with the applicant’s confirmation. A photo that failed its check is left out, and the mail says so.',
      button: 'Send it to the inbox now',
      pending: 'Sending…',
      failureAction: 'send the application to the inbox',
    },
  } satisfies Record<
    TeamAction,
    { heading: string; text: string; button: string; pending: string; failureAction: string }
  >,
  /** The decline's reasons, as native radio buttons: the email states the one chosen, or none. */
  reasonsLegend: 'The reason the email states',
  noReason: 'No reason given',
  reasons: {
    'service-area': 'Not in our service area',
    tools: 'Missing required tools',
    'on-call': 'Not available for on-call work',
  } satisfies Record<DeclineReason, string>,
  /** Under the heading, when another link was opened in the same tab (the page then shows it). */
  anotherLink:
    'This page now shows the link you just opened. Nothing is done until you press its button.',
  /** Above an outcome: which application it is about. */
  reference: (reference: string) => `Application ${reference}`,
  /** What each action did, in a sentence that follows "…:" (a used link, a decided application). */
  what: {
    read: 'marked as read',
    call: 'the applicant was told we will call them',
    decline: 'the applicant was told it is not a fit right now',
    release: 'sent to the onboarding inbox',
  } satisfies Record<TeamAction, string>,
  /** After a decline's `what`: the reason it stated. */
  withReason: (reason: string) => ` (reason stated: ${reason.toLowerCase()})`,
  withoutReason: ' (no reason stated)',
  doneTitle: {
    read: 'Marked as read',
    call: 'The applicant is told we will call',
    decline: 'The applicant is told: not a fit right now',
    release: 'Sent to the onboarding inbox',
  } satisfies Record<TeamAction, string>,
  done: {
    read: (at: string) =>
      `Done on ${at}. Their status page now says our team has read the application.`,
    call: (at: string) =>
      `Done on ${at}. Their email is on its way, and their status page says we will call. Call them soon from ${phone}.`,
    decline: (at: string) =>
      `Done on ${at}. Their email is on its way, and their status page says it is not a fit right now.`,
    release: (at: string) =>
      `Done on ${at}. It arrives in the onboarding inbox within a few minutes, with its own links to decide.`,
  } satisfies Record<TeamAction, (at: string) => string>,
  /** A decision whose email found no room in this hour's mail limit. */
  queued:
    'The email waits for room in this hour’s mail limit and goes out by itself as soon as there is some, within the hour.',
  alreadyDoneTitle: 'Already done',
  alreadyDone: (at: string, what: string) =>
    `This was done on ${at}: ${what}. Nothing was changed.`,
  alreadyDecidedTitle: 'Already decided',
  alreadyDecided: (at: string, what: string) =>
    `This application was decided on ${at}: ${what}. Nothing was changed. To tell the applicant something else, call them.`,
  notHeldTitle: 'Not held anymore',
  notHeldMailed: (at: string | null) =>
    `It is in the onboarding inbox already${at ? ` (mailed on ${at})` : ''}. Nothing was changed.`,
  notHeldReleasing: 'It is being sent to the onboarding inbox already. Nothing was changed.',
  cannotReleaseTitle: 'This application cannot be sent',
  cannotRelease:
    'Its answers break the application’s rules, so it is never mailed. Nothing was changed. You can read it in the Firebase console.',
  notInInboxTitle: 'Not in the inbox yet',
  notInInbox:
    'This application is held, not in the onboarding inbox, so nobody can be told anything about it yet. Nothing was changed.',
  goneTitle: 'No longer stored',
  gone: `Applications are deleted ${days} days after they reach the onboarding inbox. Nothing was changed. To reach the applicant, use the phone number or email in the mail.`,
  expiredTitle: 'This link has expired',
  expired: `Links in our mails work for ${days} days. Nothing was changed. To reach the applicant, use the phone number or email in the mail; a held application can still be sent in the Firebase console, by setting its “status” field to “release”.`,
  invalidTitle: 'This link isn’t valid',
  invalid:
    'Make sure you opened the whole link from the mail: a link that was changed, even by one letter, does nothing. Nothing was changed.',
  /** Without JavaScript the button cannot work: this. */
  noScript: 'This page needs JavaScript to do this. Turn it on and open the link again.',
} as const;
