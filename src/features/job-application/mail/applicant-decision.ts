import { company } from '../../../content/company';
import { companyPhrases as englishPhrases } from '../../../content/company-phrases';
import { companyPhrases as spanishPhrases } from '../../../content/company-phrases.es';
import { retention } from '../../../content/retention';
import type { Locale } from '../../../i18n/locales';
import type { DeclineReason } from '../../../lib/action-links';
import { escapeHtml } from '../../../lib/escape-html';
import { mailParagraph, shortMailHtml, shortMailText } from '../../../lib/short-mail';
import { statusLinkHtml, type ConfirmationMessage } from './applicant-confirmation';

/**
 * What the applicant hears when the onboarding team decides, from its mail, in the language they
 * applied in (docs/decisions/0063-team-actions-and-status-page.md):
 *   - `call`: "Reviewed: we will call you": the team will call soon, and from which number;
 *   - `decline`: "Not a fit right now": a polite decline, with one of the fixed reasons or none.
 *
 * Fixed text, like the confirmation (applicant-confirmation.ts): the only thing the applicant typed
 * in it is their first name where the text greets them (first-name.ts: one line, no web address;
 * escaped here in the html), and the private link to their status page. Both languages live here,
 * keyed by language, because the function that sends it serves both sites.
 */
export type ApplicantDecision = 'call' | 'decline';

interface DecisionWords {
  lang: string;
  subject: string;
  heading: string;
  /** The greeting with the first name; without one (a name the rules allowed but that gave none). */
  hello: (firstName: string) => string;
  paragraphs: string[];
  /** Said after the paragraphs of a decline, for the reason the team chose. */
  reasons?: Record<DeclineReason, string>;
  after: string[];
  status: string;
  signature: string;
  footnote: string;
}

const phone = company.heroPhone.display;
const days = retention.applicationStatusDays;

const ENGLISH = {
  lang: 'en',
  hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  status: `See where your application stands at any time (this private link works for ${days} days after your application reached our team):`,
  signature: `The ${company.shortName} onboarding team`,
  footnote:
    'You receive this email because this address was given on our driver application. If that was not you, you can ignore it.',
};

const SPANISH = {
  lang: 'es',
  hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  status: `Vea en qué punto está su solicitud cuando quiera (este enlace privado funciona durante ${days} días desde que su solicitud llegó a nuestro equipo):`,
  signature: `El equipo de incorporación de ${company.shortName}`,
  footnote:
    'Recibe este correo porque esta dirección se indicó en nuestra solicitud para conductores. Si no fue usted, puede ignorarlo.',
};

const WORDS: Record<ApplicantDecision, Record<Locale, DecisionWords>> = {
  call: {
    en: {
      ...ENGLISH,
      subject: `We will call you soon — ${company.name}`,
      heading: 'We will call you soon',
      paragraphs: [
        'Our onboarding team has reviewed your application to drive with us as an independent contractor, and will call you soon to talk about the next steps.',
        `The call will come from ${phone}. Save the number so you know it is us. If you miss the call, call us back at the same number: we answer ${englishPhrases.hours}.`,
      ],
      after: [],
    },
    es: {
      ...SPANISH,
      subject: `Lo llamaremos pronto — ${company.name}`,
      heading: 'Lo llamaremos pronto',
      paragraphs: [
        'Nuestro equipo de incorporación revisó su solicitud para conducir con nosotros como contratista independiente y lo llamará pronto para hablar de los próximos pasos.',
        `La llamada vendrá del ${phone}. Guarde el número para saber que somos nosotros. Si no puede contestar, devuélvanos la llamada al mismo número: atendemos ${spanishPhrases.hours}.`,
      ],
      after: [],
    },
  },
  decline: {
    en: {
      ...ENGLISH,
      subject: `About your application — ${company.name}`,
      heading: 'About your application',
      paragraphs: [
        'Thank you for applying to drive with us as an independent contractor, and for the time you took to answer our questions.',
        'Our onboarding team has reviewed your application, and we are not able to move forward with it right now.',
      ],
      reasons: {
        'service-area':
          'We are looking for drivers who live in or near the area we serve, and your application is outside it.',
        tools:
          'Our contractors need every tool on our required tools list before they can take calls.',
        'on-call': 'The role needs drivers who can be on call during our hours, weekends included.',
      },
      after: [
        'If your situation changes, you are welcome to apply again on our website.',
        `Questions? Call us at ${phone}. We answer ${englishPhrases.hours}.`,
      ],
    },
    es: {
      ...SPANISH,
      subject: `Sobre su solicitud — ${company.name}`,
      heading: 'Sobre su solicitud',
      paragraphs: [
        'Gracias por presentar su solicitud para conducir con nosotros como contratista independiente y por el tiempo que dedicó a responder nuestras preguntas.',
        'Nuestro equipo de incorporación revisó su solicitud y por ahora no podemos seguir adelante con ella.',
      ],
      reasons: {
        'service-area':
          'Buscamos conductores que vivan en la zona donde trabajamos o cerca de ella, y su solicitud está fuera de esa zona.',
        tools:
          'Nuestros contratistas necesitan todas las herramientas de nuestra lista antes de poder atender llamadas.',
        'on-call':
          'El puesto requiere conductores que puedan estar de guardia en nuestro horario, también los fines de semana.',
      },
      after: [
        'Si su situación cambia, puede volver a presentar su solicitud en nuestro sitio web.',
        `¿Tiene preguntas? Llámenos al ${phone}. Atendemos ${spanishPhrases.hours}.`,
      ],
    },
  },
};

export interface DecisionMailInput {
  /** The applicant's first name as first-name.ts makes it (one line, defanged), or ''. */
  firstName: string;
  /** The private link to the applicant's status page, or null when the function could make none. */
  statusUrl: string | null;
  /** A decline's reason, or null for none (a call has none). */
  reason?: DeclineReason | null;
}

/** The mail of `decision` in `language`: the same words in the plain text and the html. */
export function applicantDecisionMail(
  decision: ApplicantDecision,
  language: Locale,
  { firstName, statusUrl, reason = null }: DecisionMailInput,
): ConfirmationMessage {
  const words = WORDS[decision][language];
  // One line, whatever a caller hands in: the greeting can never start a second line of its own.
  const name = firstName.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  const paragraphs = [
    ...words.paragraphs,
    ...(reason && words.reasons ? [words.reasons[reason]] : []),
    ...words.after,
  ];
  const text = shortMailText({
    paragraphs: [
      words.hello(name),
      ...paragraphs,
      ...(statusUrl ? [[words.status, statusUrl]] : []),
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  const html = shortMailHtml({
    lang: words.lang,
    subject: words.subject,
    heading: words.heading,
    body: [
      mailParagraph(words.hello(name)),
      ...paragraphs.map((content) =>
        content.includes(phone)
          ? `<p style="margin:0 0 14px">${escapeHtml(content).replace(
              escapeHtml(phone),
              `<a href="tel:${company.heroPhone.e164}" style="font-weight:bold;white-space:nowrap">${escapeHtml(phone)}</a>`,
            )}</p>`
          : mailParagraph(content),
      ),
      ...(statusUrl ? [statusLinkHtml(words.status, statusUrl)] : []),
    ],
    signature: words.signature,
    footnote: words.footnote,
  });
  return { subject: words.subject, text, html };
}
