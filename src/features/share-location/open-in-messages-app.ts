/**
 * Hands an `sms:` URL to the phone, which opens its messages app with the message filled in. Its own
 * module so that tests can replace it (jsdom cannot navigate).
 */
export function openInMessagesApp(href: string) {
  window.location.assign(href);
}
