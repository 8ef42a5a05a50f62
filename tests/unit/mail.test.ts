// @vitest-environment node
import { company } from '../../src/content/company';
import { describe, expect, it } from 'vitest';
import { defang } from '../../src/features/job-application/mail/defang';
import {
  buildMailDocument,
  MEETS_EVERYTHING,
  type FileLinks,
} from '../../src/features/job-application/mail/mail';
import { QUESTION_WORDS, STEP_TITLES } from '../../src/features/job-application/rules/questions';
import {
  FILE_FIELDS,
  TOOL_OPTIONS,
  type ApplicationAnswers,
} from '../../src/features/job-application/rules/schema';
import {
  longestAnswers,
  MAIL_SAMPLES,
  qualifiedAnswers,
  everyFile,
} from '../../scripts/mail-preview/samples';

/** The questions as the mail asks them (in English). */
const QUESTIONS = Object.fromEntries(
  Object.entries(QUESTION_WORDS).map(([id, words]) => [id, words.label]),
) as Record<keyof typeof QUESTION_WORDS, string>;
const SAMPLE_PHOTO_URL = everyFile();
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { escapeHtml } from '../../src/lib/escape-html';

const ONBOARDING = company.onboardingEmail;
const PHOTO_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/job-applications%2F1732200000000-ab12cd34ef.jpg?alt=media&token=abc';
const XSS = '<script>alert(1)</script>';

/** The complete answers, with the details these tests read: HTML in the name, one "No", two tools. */
const answers = (overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers =>
  qualifiedAnswers({
    fullName: 'Ana <b>Diaz</b> & Co',
    phone: APPLICANT_PHONE.display,
    email: 'ana@example.org',
    liveInArea: 'no',
    explainNotLocal: 'I would drive in',
    yearsExperience: '3',
    tools: ['Lockout tools', 'Jump Box (1500a minimum)'],
    missingToolsPlan: 'Buying a jack',
    understandNoWorkUntilTools: 'No calls until I have them',
    understandWeDontSupplyTools: 'I bring my own',
    defineOnCall: 'Ready when called',
    weekendsAvailable: 'no',
    ...overrides,
  });

/** The mail of answers `a`, each file's link `link` (none: no photo sent). */
const build = (a: ApplicationAnswers = answers(), link: string | FileLinks | null = PHOTO_URL) =>
  buildMailDocument({
    answers: a,
    fileLinks: link === null ? {} : typeof link === 'string' ? everyFile(link) : link,
    onboardingEmail: ONBOARDING,
  });

/** The JSON dump that follows 'All answers:' in the plain-text body. */
function jsonDumpOf(text: string): unknown {
  const marker = 'All answers:\n';
  const start = text.indexOf(marker);
  expect(start).toBeGreaterThanOrEqual(0);
  return JSON.parse(text.slice(start + marker.length));
}

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &#39;');
  });

  it('escapes the ampersand first, so entities are not double-decoded', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text unchanged', () => {
    expect(escapeHtml('Ana Díaz — (214) 555-0142')).toBe('Ana Díaz — (214) 555-0142');
  });
});

describe('buildMailDocument (docs/product.md "The mail document")', () => {
  it('has exactly the keys to, replyTo and message; message has exactly subject, text and html', () => {
    const mail = build();
    expect(Object.keys(mail).sort()).toEqual(['message', 'replyTo', 'to']);
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
  });

  it('is addressed to exactly the onboarding address, with the applicant as reply-to', () => {
    const mail = build();
    expect(mail.to).toEqual([ONBOARDING]);
    expect(mail.replyTo).toBe('ana@example.org');
  });

  it('has the subject "New Job Application — {full name}" in plain text, not escaped', () => {
    expect(build().message.subject).toBe('New Job Application — Ana <b>Diaz</b> & Co');
    expect(build(answers({ fullName: 'Sam Lee' })).message.subject).toBe(
      'New Job Application — Sam Lee',
    );
  });

  it('shows the escaped name in the html and never the raw markup', () => {
    const { html } = build().message;
    expect(html).toContain('Ana &lt;b&gt;Diaz&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>Diaz</b>');
  });

  it('escapes every applicant string in the html', () => {
    const hostile = answers({
      fullName: XSS,
      location: XSS,
      explainNotLocal: XSS,
      yearsExperience: XSS,
      missingToolsPlan: XSS,
      understandNoWorkUntilTools: XSS,
      understandWeDontSupplyTools: XSS,
      lockoutBrand: XSS,
      defineOnCall: `"><img src=x onerror=alert(1)>`,
    });
    const { html } = build(hostile).message;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('"&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('lists name, email, phone, location and tools in the html', () => {
    const { html } = build(answers({ fullName: 'Ana Diaz' })).message;
    expect(html).toContain('Ana Diaz');
    expect(html).toContain('ana@example.org');
    expect(html).toContain(APPLICANT_PHONE.display);
    expect(html).toContain('Phoenix, AZ');
    expect(html).toContain('Lockout tools, Jump Box (1500a minimum)');
  });

  it('links to the tool image when there is one', () => {
    const { html } = build().message;
    expect(html).toContain(`href="${escapeHtml(PHOTO_URL)}"`);
    expect(html).toContain('View the tool photo</a>');
  });

  it("says 'No photo sent' when there is none, and links to no photo", () => {
    const { html, text } = build(answers(), null).message;
    expect(html).toContain('Photo: <strong>No photo sent</strong>');
    expect(html).not.toContain('View the tool photo');
    expect(text).toContain('Tool photo: (none)');
  });

  it('does not turn a javascript: tool image address into a link', () => {
    const { html } = build(answers(), 'javascript:alert(1)').message;
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('Photo: javascript:alert(1)');
  });

  it('puts the summary and a JSON dump of every answer and the tool image in the text body', () => {
    const a = answers();
    const { text } = build(a).message;
    expect(text).toContain('New job application from Ana <b>Diaz</b> & Co');
    expect(text).toContain('Email: ana@example.org');
    expect(text).toContain(`Phone: ${APPLICANT_PHONE.display}`);
    expect(text).toContain('Location: Phoenix, AZ');
    expect(text).toContain(`Tool photo: ${PHOTO_URL}`);
    expect(jsonDumpOf(text)).toEqual({ ...a, ...everyFile(PHOTO_URL) });
  });

  it('dumps toolImage as null in the JSON when there is no photo', () => {
    const a = answers();
    const noFiles = Object.fromEntries(FILE_FIELDS.map((field) => [field, null]));
    expect(jsonDumpOf(build(a, null).message.text)).toEqual({ ...a, ...noFiles });
  });

  it('puts the JSON dump, escaped, in the html body too', () => {
    const a = answers({ fullName: 'Ana Diaz' });
    const { html } = build(a).message;
    const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1];
    expect(pre).toBeDefined();
    const unescaped = (pre ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toEqual({ ...a, ...everyFile(PHOTO_URL) });
  });

  it('says, for an update, that it replaces the application sent earlier, with its reference', () => {
    const mail = buildMailDocument({
      answers: answers(),
      fileLinks: everyFile(PHOTO_URL),
      onboardingEmail: ONBOARDING,
      updates: 'AbCdEfGhIjKlMnOpQrSt',
    });
    expect(mail.message.subject).toBe('Updated Job Application — Ana <b>Diaz</b> & Co');
    expect(mail.message.text).toMatch(/^Updated job application from /);
    expect(mail.message.text).toContain('reference AbCdEfGhIjKlMnOpQrSt');
    expect(mail.message.html).toContain('reference AbCdEfGhIjKlMnOpQrSt');
    expect(mail.message.html).toContain('Updated job application from Ana &lt;b&gt;');
    expect(jsonDumpOf(mail.message.text)).toMatchObject({ fullName: 'Ana <b>Diaz</b> & Co' });
  });

  it('says, for a new application whose email or phone applied before, the earlier reference and date, and stays a new application', () => {
    const mail = buildMailDocument({
      answers: answers(),
      fileLinks: everyFile(PHOTO_URL),
      onboardingEmail: ONBOARDING,
      appliedBefore: {
        reference: 'AbCdEfGhIjKlMnOpQrSt',
        at: new Date('2026-03-02T15:10:00Z'),
        same: 'phone',
      },
    });
    expect(mail.message.subject).toBe('New Job Application — Ana <b>Diaz</b> & Co');
    for (const body of [mail.message.text, mail.message.html]) {
      expect(body).toContain(
        'The same phone number applied before: reference AbCdEfGhIjKlMnOpQrSt, on 2 March 2026 at 15:10 UTC.',
      );
    }
  });

  it('marks an application whose hidden anti-spam field was filled, keeping everything else', () => {
    const mail = buildMailDocument({
      answers: answers(),
      fileLinks: everyFile(PHOTO_URL),
      onboardingEmail: ONBOARDING,
      hiddenFieldFilled: true,
    });
    expect(mail.message.subject).toBe('New Job Application — Ana <b>Diaz</b> & Co');
    expect(mail.message.text).toContain('hidden anti-spam field was filled');
    expect(mail.message.html).toContain('hidden anti-spam field was filled');
    expect(jsonDumpOf(mail.message.text)).toMatchObject({ email: 'ana@example.org' });
  });

  it('has no notes for a new application with the field left empty', () => {
    const { message } = build();
    expect(message.text).not.toMatch(/anti-spam|reference/);
    expect(message.text).toMatch(/^New job application from /);
  });
});

/** The html as a reader sees it: tags removed, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Where each of `phrases` first appears in `text`; fails when one is missing. */
function positions(text: string, phrases: string[]): number[] {
  return phrases.map((phrase) => {
    const at = text.indexOf(phrase);
    expect(at, `"${phrase}" appears`).toBeGreaterThanOrEqual(0);
    return at;
  });
}

const farAwayNewcomer = () =>
  qualifiedAnswers({
    fullName: 'Sam Lee',
    phone: '(520) 555-0199',
    email: 'sam.lee@example.net',
    liveInArea: 'no',
    explainNotLocal: 'I live 70 miles away and would drive in.',
    workedBefore: 'no',
    tools: ['Lockout tools', 'Funnel'],
    missingToolsPlan: 'Buying a jump box next month.',
    open16x7: 'no',
    weekendsAvailable: 'no',
  });

describe('the mail puts the verdict first, then how to reach the applicant', () => {
  it('says "Meets every stated requirement" at the top when nothing falls short', () => {
    const { html, text } = build(qualifiedAnswers(), SAMPLE_PHOTO_URL).message;
    expect(text.split('\n').slice(0, 4)).toContain(`✓ ${MEETS_EVERYTHING}`);
    expect(visibleText(html)).toContain(`✓ ${MEETS_EVERYTHING}`);
    expect(text).not.toContain('Needs a look');
  });

  it('lists, under "Needs a look", every answer that falls short, quoting it', () => {
    const { html, text } = build(farAwayNewcomer(), SAMPLE_PHOTO_URL).message;
    for (const body of [text, visibleText(html)]) {
      expect(body).toContain('⚠ Needs a look: 5 answers fall short of the role');
      expect(body).toContain('Does not live in or near the area');
      expect(body).toContain(`Asked: “${QUESTIONS.liveInArea}”`);
      expect(body).toContain(
        'How they would cover the area: “I live 70 miles away and would drive in.”',
      );
      expect(body).toContain('Has not done roadside or towing work before');
      // The sample owns 2 of the tools (farAwayNewcomer: Lockout tools and Funnel).
      expect(body).toContain(
        `Does not own ${TOOL_OPTIONS.length - 2} of the ${TOOL_OPTIONS.length} required tools`,
      );
      expect(body).toContain('Not owned: Jump Box (1500a minimum)');
      expect(body).toContain('Answered: “Lockout tools, Funnel”');
      expect(body).toContain('Their plan for the missing tools: “Buying a jump box next month.”');
      expect(body).toContain('Cannot take calls during our hours (16 hours a day, 7 days a week)');
      expect(body).toContain('Cannot take calls on weekends');
      expect(body).not.toContain(MEETS_EVERYTHING);
    }
  });

  it('names a missing photo among the shortfalls', () => {
    const { text } = build(qualifiedAnswers(), null).message;
    expect(text).toContain('⚠ Needs a look: 1 answer falls short of the role');
    expect(text).toContain('1. Sent no photo of their tools.');
  });

  it('offers call and text links with the number in E.164, and a reply by email', () => {
    const { html } = build(farAwayNewcomer(), SAMPLE_PHOTO_URL).message;
    expect(html).toMatch(/<a [^>]*href="tel:\+15205550199"[^>]*>Call \(520\) 555-0199<\/a>/);
    expect(html).toMatch(/<a [^>]*href="sms:\+15205550199"[^>]*>Send a text<\/a>/);
    expect(html).toMatch(
      /<a [^>]*href="mailto:sam\.lee@example\.net\?subject=Re%3A%20New%20Job%20Application%20%E2%80%94%20Sam%20Lee"[^>]*>Reply by email<\/a>/,
    );
  });

  it('gives the call and text addresses in the plain text too', () => {
    const { text } = build(farAwayNewcomer(), SAMPLE_PHOTO_URL).message;
    expect(text).toContain(
      'Phone: (520) 555-0199 (call: tel:+15205550199 · text: sms:+15205550199)',
    );
  });

  it('offers no call link for a number that is not a US number, and still shows it', () => {
    const { html } = build(qualifiedAnswers({ phone: '+44 20 7946 0958' }), null).message;
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain('href="sms:');
    expect(visibleText(html)).toContain('Phone: +44 20 7946 0958 (not a US number: no call link)');
  });

  it('shows every required tool as owned or not owned, in words', () => {
    const { html, text } = build(farAwayNewcomer(), SAMPLE_PHOTO_URL).message;
    const seen = visibleText(html);
    expect(seen).toContain(`Tools: 2 of ${TOOL_OPTIONS.length} required tools owned`);
    expect(seen).toContain('✓ Owned Lockout tools');
    expect(seen).toContain('✗ Not owned 12 volt tire inflator');
    for (const tool of TOOL_OPTIONS) {
      const owned = tool === 'Lockout tools' || tool === 'Funnel';
      expect(text).toContain(`[${owned ? 'x' : ' '}] ${tool}: ${owned ? 'owned' : 'NOT owned'}`);
    }
    expect(text).toContain('Plan for missing tools: Buying a jump box next month.');
  });

  it('groups every answer by step, with the question as asked', () => {
    const a = farAwayNewcomer();
    const { html, text } = build(a, SAMPLE_PHOTO_URL).message;
    for (const whole of [text, visibleText(html)]) {
      const body = whole.slice(whole.search(/every answer/i));
      const [contact, experience, qualifications] = positions(body, [
        STEP_TITLES.contact,
        STEP_TITLES.experience,
        STEP_TITLES.qualifications,
      ]);
      const [name, live, defineOnCall] = positions(body, [
        QUESTIONS.fullName,
        QUESTIONS.liveInArea,
        QUESTIONS.defineOnCall,
      ]);
      expect(contact).toBeLessThan(name!);
      expect(experience).toBeLessThan(live!);
      expect(qualifications).toBeLessThan(defineOnCall!);
      expect(body).toContain(a.defineOnCall);
    }
  });

  it('keeps the same order in the html and the plain text: verdict, actions, tools, answers, JSON', () => {
    const { html, text } = build(farAwayNewcomer(), SAMPLE_PHOTO_URL).message;
    const orderIn = (body: string, sections: string[]) => {
      const at = positions(body, sections);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
    };
    orderIn(text, [
      'Needs a look',
      'REACH THEM',
      `TOOLS (2 of ${TOOL_OPTIONS.length}`,
      'EVERY ANSWER',
      'All answers:',
    ]);
    orderIn(visibleText(html), [
      'Needs a look',
      'Reach them',
      `Tools: 2 of ${TOOL_OPTIONS.length}`,
      'Every answer',
      'All answers (JSON)',
    ]);
  });

  it('uses a single column of at most 600 px with inline styles and a dark palette', () => {
    const { html } = build().message;
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toMatch(/<link\b/);
    expect(html).not.toMatch(/<script\b/);
  });
});

describe('every sample application', () => {
  it.each(MAIL_SAMPLES.map((sample) => [sample.name, sample] as const))(
    '%s keeps the subject exactly "New/Updated Job Application — {full name}", any web address in it defanged',
    (_name, sample) => {
      const mail = buildMailDocument({ ...sample, onboardingEmail: ONBOARDING });
      expect(mail.message.subject).toBe(
        `${sample.updates ? 'Updated' : 'New'} Job Application — ${defang(sample.answers.fullName)}`,
      );
    },
  );

  it('escapes the hostile sample everywhere in the html', () => {
    const hostile = MAIL_SAMPLES.find((sample) => sample.name === 'hostile-text')!;
    const { html } = buildMailDocument({ ...hostile, onboardingEmail: ONBOARDING }).message;
    expect(html).not.toMatch(/<(script|img|iframe|h1>3)/i);
    expect(html).not.toContain('<style>body');
    expect(html).not.toContain('</pre><h1>');
    expect(html).not.toMatch(/<a [^>]*href="javascript/i);
    expect(html).not.toMatch(/<[^>]*onmouseover/);
    expect(html).not.toMatch(/<[^>]*onerror/);
  });

  it('shows no web address of the hostile sample as one, in the subject, the text or the html', () => {
    const hostile = MAIL_SAMPLES.find((sample) => sample.name === 'hostile-text')!;
    const { subject, text, html } = buildMailDocument({
      ...hostile,
      onboardingEmail: ONBOARDING,
    }).message;
    expect(subject).toContain('hxxps[:]//evil[.]example/7');
    for (const part of [subject, text, html]) expect(part).not.toMatch(/evil\.example/);
  });
});

describe('the html stays well under the size at which Gmail clips a mail (about 100 KB)', () => {
  const GMAIL_CLIPS_AT = 102 * 1024;
  // The worst cases for size: plain prose, and characters that escaping makes five or six times longer.
  it.each([
    ['prose', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '],
    ['ampersands', '&'],
    ['double quotes', '"'],
    ['three-byte characters', '€'],
  ])('with every answer at its longest length, all %s', (_label, unit) => {
    const { html, text } = build(longestAnswers(unit), SAMPLE_PHOTO_URL).message;
    const bytes = Buffer.byteLength(html, 'utf8');
    expect(bytes).toBeLessThan(GMAIL_CLIPS_AT * 0.85);
    // And within the security rules' bounds for a mail document.
    expect(html.length).toBeLessThanOrEqual(200_000);
    expect(text.length).toBeLessThanOrEqual(100_000);
  });
});
