import { company } from '../../../content/company';
import { companyPhrases as englishPhrases } from '../../../content/company-phrases';
import { companyPhrases as spanishPhrases } from '../../../content/company-phrases.es';
import { retention } from '../../../content/retention';
import type { Locale } from '../../../i18n/locales';
import { escapeHtml } from '../../../lib/escape-html';
import { mailParagraph, shortMailHtml, shortMailText } from '../../../lib/short-mail';

/**
 * The short confirmation the applicant receives once their application has been mailed to the
 * onboarding team (docs/decisions/0056-only-the-company-writes-its-mail.md), in the language they
 * applied in. Fixed text: nothing the applicant typed appears in it, not even their name, so the
 * address they typed (which anyone can type) can only ever receive these words, and the private link
 * to the application's status page (docs/decisions/0063-team-actions-and-status-page.md). The
 * product's function sends it counted against the hourly cap, and to one address at most once a day
 * per network and three times a day in all, or always with a valid App Check token
 * (docs/decisions/0070-every-held-application-reaches-a-person.md): a stranger who types a real
 * applicant's address first cannot take her own confirmation from her.
 *
 * Both languages live here, keyed by language, because the function that sends it serves both sites
 * (it is not built per language like the site).
 */
export interface ConfirmationMessage {
  subject: string;
  text: string;
  html: string;
}

interface ConfirmationWords {
  lang: string;
  subject: string;
  heading: string;
  /**
   * Right under the heading: anyone can type an address into the application, so the mail says
   * plainly what to do if its reader did not apply
   * (docs/decisions/0070-every-held-application-reaches-a-person.md).
   */
  notYou: string;
  paragraphs: string[];
  /** Before the link to the status page. */
  status: string;
  questions: string;
  signature: string;
  footnote: string;
}

const phone = company.heroPhone.display;

/** The sentence before the status link, then the link itself (its own address as its text). */
export const statusLinkHtml = (sentence: string, url: string) =>
  `<p style="margin:0 0 14px">${escapeHtml(sentence)}<br><a href="${escapeHtml(url)}" style="font-weight:bold;word-break:break-all">${escapeHtml(url)}</a></p>`;

const WORDS: Record<Locale, ConfirmationWords> = {
  en: {
    lang: 'en',
    subject: `We received your application — ${company.name}`,
    heading: 'We received your application',
    notYou:
      'If you did not apply, ignore this email: someone typed your address into our driver application, and nothing more will be sent to you.',
    paragraphs: [
      'Thank you for applying to drive with us as an independent contractor.',
      'What happens next: our onboarding team reviews every application within a few business days and contacts you by phone or email about the next steps. You don’t need to do anything until then.',
    ],
    status: `See where your application stands at any time (this private link works for ${retention.applicationStatusDays} days):`,
    questions: `Questions in the meantime? Call us at ${phone}. We answer ${englishPhrases.hours}.`,
    signature: `The ${company.shortName} onboarding team`,
    footnote: 'You receive this email because this address was given on our driver application.',
  },
  es: {
    lang: 'es',
    subject: `Recibimos su solicitud — ${company.name}`,
    heading: 'Recibimos su solicitud',
    notYou:
      'Si usted no presentó una solicitud, ignore este correo: alguien escribió su dirección en nuestra solicitud para conductores, y no se le enviará nada más.',
    paragraphs: [
      'Gracias por presentar su solicitud para trabajar con nosotros como contratista independiente.',
      'Lo que sigue: nuestro equipo de incorporación revisa cada solicitud en unos pocos días hábiles y se comunica con usted por teléfono o correo electrónico sobre los próximos pasos. No necesita hacer nada hasta entonces.',
    ],
    status: `Vea en qué punto está su solicitud cuando quiera (este enlace privado funciona durante ${retention.applicationStatusDays} días):`,
    questions: `¿Tiene preguntas mientras tanto? Llámenos al ${phone}. Atendemos ${spanishPhrases.hours}.`,
    signature: `El equipo de incorporación de ${company.shortName}`,
    footnote:
      'Recibe este correo porque esta dirección se indicó en nuestra solicitud para conductores.',
  },
};

/**
 * The confirmation in `language`: the same words in the plain text and the html, with the link to
 * the application's status page (`statusUrl`, made by the function; none when it could make none).
 */
export function applicantConfirmation(
  language: Locale,
  statusUrl: string | null,
): ConfirmationMessage {
  const words = WORDS[language];
  const text = shortMailText({
    paragraphs: [
      words.heading,
      words.notYou,
      ...words.paragraphs,
      ...(statusUrl ? [[words.status, statusUrl]] : []),
      words.questions,
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  const html = shortMailHtml({
    lang: words.lang,
    subject: words.subject,
    heading: words.heading,
    body: [
      `<p style="margin:0 0 14px;font-weight:bold">${escapeHtml(words.notYou)}</p>`,
      ...words.paragraphs.map((content) => mailParagraph(content)),
      ...(statusUrl ? [statusLinkHtml(words.status, statusUrl)] : []),
      `<p style="margin:0 0 14px">${escapeHtml(words.questions).replace(
        escapeHtml(phone),
        `<a href="tel:${company.heroPhone.e164}" style="font-weight:bold">${escapeHtml(phone)}</a>`,
      )}</p>`,
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  return { subject: words.subject, text, html };
}
