import { retention } from '../../content/retention';
import type { HeldGroupAction, HeldSignals } from '../../lib/action-links';

/**
 * The words of the team's held pages, /team/held, /team/held-release and /team/held-discard (docs/decisions/0070-every-held-application-reaches-a-person.md).
 * English only, like the team's mails that open it (the route is English-only: src/content/paths.ts).
 */
export const heldCopy = {
  heading: 'Held applications',
  /** Said under the heading when another link was opened in the same tab (decision 0071). */
  anotherLink: 'This page now shows the link you just opened.',
  anotherGroupLink:
    'This page now shows the link you just opened. Nothing is done until you press its button.',
  /** `hour`: `2026-03-02T15`, as the link names it. */
  hourOf: (hour: string) => `${hour.slice(0, 10)} ${hour.slice(11, 13)}:00 UTC`,
  intro: (hour: string) =>
    `Every application held in the hour from ${hour} that nobody has released or discarded yet. Those most likely from a real applicant come first; networks that sent several follow, each as one group.`,
  loading: 'Loading the held applications…',
  nothingLeft:
    'Nothing from that hour is still held: every application was sent to the inbox or discarded.',
  likelyHeading: 'One by one, most likely real first',
  groupsHeading: 'From networks that sent several',
  heldAt: (time: string, why: string) => `Held at ${time}: ${why}.`,
  reference: (reference: string) => `Reference ${reference}`,
  signals: (signals: HeldSignals) => {
    const words = [
      ...(signals.verified ? ['a valid App Check token'] : []),
      ...(signals.ownPhoto ? ['its own photo'] : []),
      ...(signals.aloneFromSource ? ['the only one from its network'] : []),
    ];
    return words.length > 0
      ? `Signs of a real applicant: ${words.join(', ')}.`
      : 'No sign of a real applicant.';
  },
  releaseLink: 'Send it to the inbox now',
  neverMailed: 'Its answers break the application’s rules: it is never mailed.',
  groupTitle: (count: number) => `${count} held from one network`,
  groupWhy: (why: string[]) => `Why: ${why.join('; ')}.`,
  groupNames: (names: string[]) => `Among them: ${names.join('; ')}.`,
  sendAll: (count: number) => `Send all ${count} to the inbox`,
  discardAll: (count: number) => `Discard all ${count}`,
  noLinks: 'No links: the functions have no link secret. Use the Firebase console.',
  /** A network's link: what its one button will do. */
  group: {
    release: {
      heading: 'Send a network’s held applications to the inbox',
      text: 'Press the button to send every application that one network sent in the hour of the summary this link came from, and that is still held, to the onboarding inbox as it is, each with its applicant’s confirmation. One whose answers break the rules is never sent.',
      button: 'Send them all to the inbox',
      pending: 'Sending…',
      failureAction: 'send the applications to the inbox',
      done: (count: number, hour: string) =>
        `${count} application${count === 1 ? ' is' : 's are'} on the way to the onboarding inbox (held in the hour from ${hour}).`,
    },
    discard: {
      heading: 'Discard a network’s held applications',
      text: `Press the button to discard every application that one network sent in the hour of the summary this link came from, and that is still held. Nobody is mailed, and they are deleted ${retention.discardedApplicationDays} days later; until then, each can still be sent with its own “Send it to the inbox now” link.`,
      button: 'Discard them all',
      pending: 'Discarding…',
      failureAction: 'discard the applications',
      done: (count: number, hour: string) =>
        `${count} application${count === 1 ? ' was' : 's were'} discarded (held in the hour from ${hour}).`,
    },
  } satisfies Record<
    HeldGroupAction,
    {
      heading: string;
      text: string;
      button: string;
      pending: string;
      failureAction: string;
      done: (count: number, hour: string) => string;
    }
  >,
  doneTitle: 'Done',
  nothingLeftTitle: 'Nothing left to do',
  nothingLeftGroup: 'None of them is still held: they were sent or discarded before.',
  expiredTitle: 'This link has expired',
  expired: `The team’s links work for ${retention.applicationDays} days. Find the applications in the Firebase console (status = held).`,
  invalidTitle: 'This link isn’t valid',
  invalid:
    'Open the link from the summary email again, whole. A link that was changed does nothing.',
  failureAction: 'load the held applications',
  retry: 'Try again',
  noScript: 'This page needs JavaScript. Turn it on, or use the Firebase console.',
};
