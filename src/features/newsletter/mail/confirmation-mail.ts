import { company } from '../../../content/company';
import { paths } from '../../../content/paths';
import { retention } from '../../../content/retention';
import { localizedPath, type Locale } from '../../../i18n/locales';
import { escapeHtml } from '../../../lib/escape-html';
import { mailParagraph, shortMailHtml, shortMailText } from '../../../lib/short-mail';
import { newsletterLinkCopy as englishPages } from '../newsletter-link-copy';
import { newsletterLinkCopy as spanishPages } from '../newsletter-link-copy.es';
import { isNewsletterToken } from '../newsletter-records';

/**
 * The one mail a newsletter sign-up causes: it asks the address to confirm
 * (docs/decisions/0057-newsletter-double-opt-in.md), in the language the sign-up was made in. Fixed
 * text: nothing a visitor typed appears in it (the address is only where it is sent), so whoever
 * types a stranger's address can only ever make these words reach them, once. Its two links carry the
 * sign-up's token in the fragment (`#…`), which browsers never send to a server or in a Referer.
 *
 * Both languages live here, keyed by language, because the function that sends it serves both sites
 * (it is not built per language like the site); each language's button text is quoted from that
 * language's page copy (scripts/locale-overlay.ts leaves this folder's imports as they are).
 */
export interface NewsletterConfirmationMessage {
  subject: string;
  text: string;
  html: string;
}

interface MailWords {
  lang: string;
  subject: string;
  heading: string;
  asked: string;
  toConfirm: string;
  button: string;
  expiry: string;
  unsubscribe: string;
  unsubscribeLink: string;
  signature: string;
  footnote: string;
}

const days = retention.newsletterUnconfirmedDays;

const WORDS: Record<Locale, MailWords> = {
  en: {
    lang: 'en',
    subject: `Confirm your subscription — ${company.name}`,
    heading: 'Please confirm your subscription',
    asked: `Someone, we hope you, asked for the weekly newsletter of ${company.name} at this email address.`,
    toConfirm: `To confirm, open this link and press “${englishPages.confirm.button}”:`,
    button: englishPages.confirm.button,
    expiry: `The link works for ${days} days. If you didn’t ask for this, ignore this email: you won’t be subscribed, and we won’t write to you again.`,
    unsubscribe: 'Changed your mind after confirming? Unsubscribe at any time:',
    unsubscribeLink: englishPages.unsubscribe.button,
    signature: `The ${company.shortName} team`,
    footnote:
      'You receive this email because this address was entered in the newsletter form on our website.',
  },
  es: {
    lang: 'es',
    subject: `Confirme su suscripción — ${company.name}`,
    heading: 'Confirme su suscripción',
    asked: `Alguien, esperamos que usted, pidió recibir el boletín semanal de ${company.name} en esta dirección de correo electrónico.`,
    toConfirm: `Para confirmar, abra este enlace y presione «${spanishPages.confirm.button}»:`,
    button: spanishPages.confirm.button,
    expiry: `El enlace funciona durante ${days} días. Si usted no lo pidió, ignore este correo: no quedará suscrito y no le volveremos a escribir.`,
    unsubscribe: '¿Cambió de opinión después de confirmar? Cancele su suscripción cuando quiera:',
    unsubscribeLink: spanishPages.unsubscribe.button,
    signature: `El equipo de ${company.shortName}`,
    footnote:
      'Recibe este correo porque esta dirección se escribió en el formulario del boletín de nuestro sitio web.',
  },
};

/** The addresses of the confirm and unsubscribe pages of `language`'s site for `token`. */
export function newsletterLinks(language: Locale, token: string) {
  if (!isNewsletterToken(token)) throw new Error('A newsletter token is 64 lower-case hex digits');
  const page = (path: string) => `${company.siteUrl}${localizedPath(path, language)}#${token}`;
  return { confirm: page(paths.newsletterConfirm), unsubscribe: page(paths.newsletterUnsubscribe) };
}

/** The confirmation mail in `language` for the sign-up whose links carry `token`. */
export function newsletterConfirmation(
  language: Locale,
  token: string,
): NewsletterConfirmationMessage {
  const words = WORDS[language];
  const links = newsletterLinks(language, token);
  const text = shortMailText({
    paragraphs: [
      words.heading,
      words.asked,
      [words.toConfirm, links.confirm],
      words.expiry,
      [words.unsubscribe, links.unsubscribe],
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  const html = shortMailHtml({
    lang: words.lang,
    subject: words.subject,
    heading: words.heading,
    body: [
      mailParagraph(words.asked),
      mailParagraph(words.toConfirm),
      `<p style="margin:0 0 18px"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0b3d91;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(words.button)}</a></p>`,
      mailParagraph(words.expiry),
      `<p style="margin:0 0 14px">${escapeHtml(words.unsubscribe)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(words.unsubscribeLink)}</a></p>`,
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  return { subject: words.subject, text, html };
}
