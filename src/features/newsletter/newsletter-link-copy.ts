import { retention } from '../../content/retention';

/**
 * The words of the pages the newsletter's confirmation mail links to (/newsletter/confirm and
 * /newsletter/unsubscribe; docs/decisions/0057-newsletter-double-opt-in.md). The Spanish build shows
 * newsletter-link-copy.es.ts instead; the confirmation mail quotes each language's button by name.
 */
export const newsletterLinkCopy = {
  /** Under the heading, when another link was opened in the same tab (the page then shows it). */
  anotherLink:
    'This page now shows the link you just opened. Nothing is done until you press its button.',
  confirm: {
    heading: 'Confirm your subscription',
    text: 'Press the button to confirm that you want our weekly newsletter at the address this link was sent to. Nothing is confirmed until you do.',
    button: 'Confirm my subscription',
    pending: 'Confirming…',
    doneTitle: "You're subscribed",
    done: 'Thank you for confirming! Look out for our weekly update in your inbox.',
    /** Before the link to the unsubscribe page, shown once confirmed. */
    changedYourMind: 'Changed your mind?',
    unsubscribeLink: 'Unsubscribe',
    invalid: "This link isn't valid or has expired.",
    invalidHelp: `Make sure you opened the whole link from our email. Confirmation links work for ${retention.newsletterUnconfirmedDays} days: if you already confirmed, you're subscribed and there's nothing more to do. Otherwise, sign up again with the form at the bottom of this page and press the link in the new email.`,
    /** Without JavaScript the button cannot work: this, then the phone number. */
    noScript:
      'This page needs JavaScript to confirm your subscription. Turn it on and open the link again, or call us at',
    /** Completes "we couldn't …" in the message of a failed request (lib/backend-error-message.ts). */
    failureAction: 'confirm your subscription',
  },
  unsubscribe: {
    heading: 'Unsubscribe from our newsletter',
    text: 'Press the button to stop our newsletter at the address this link was sent to.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing…',
    doneTitle: "You're unsubscribed",
    done: "We won't send our newsletter to this address again, and we've removed it from our list.",
    invalid: "This unsubscribe link isn't valid anymore.",
    invalidHelp: (phone: string, email: string) =>
      `Make sure you opened the whole link from our email. If you already unsubscribed, there's nothing more to do. If our newsletter still reaches you, call us at ${phone} or write to ${email} and we'll remove you.`,
    noScript:
      'This page needs JavaScript to unsubscribe you. Turn it on and open the link again, or call us at',
    failureAction: 'unsubscribe you',
  },
} as const;
