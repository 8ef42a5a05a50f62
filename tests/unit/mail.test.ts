import { describe, expect, it } from 'vitest';
import { buildMailDocument, escapeHtml } from '../../src/features/job-application/mail';
import type { ApplicationAnswers } from '../../src/features/job-application/schema';

const ONBOARDING = 'onboarding@example.com';
const PHOTO_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/job-applications%2F1732200000000-ab12cd34ef.jpg?alt=media&token=abc';
const XSS = '<script>alert(1)</script>';

const answers = (overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers => ({
  fullName: 'Ana <b>Diaz</b> & Co',
  phone: '(888) 868-4111',
  email: 'ana@example.org',
  location: 'Phoenix, AZ',
  understand1099: 'yes',
  liveInArea: 'no',
  explainNotLocal: 'I would drive in',
  workedBefore: 'yes',
  yearsExperience: '3',
  tools: ['Lockout tools', 'Jump Box (1500a minimum)'],
  missingToolsPlan: 'Buying a jack',
  understandNoWorkUntilTools: 'No calls until I have them',
  understandWeDontSupplyTools: 'I bring my own',
  lockoutBrand: 'Access Tools',
  understandOnCall: 'yes',
  defineOnCall: 'Ready when called',
  onCallNoShifts: 'yes',
  open16x7: 'yes',
  weekendsAvailable: 'no',
  onCallNotGuaranteed: 'yes',
  moreCallsMoreMoney: 'yes',
  onCallNot16HoursWork: 'yes',
  ...overrides,
});

const build = (a: ApplicationAnswers = answers(), toolImageUrl: string | null = PHOTO_URL) =>
  buildMailDocument({ answers: a, toolImageUrl, onboardingEmail: ONBOARDING });

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
    expect(escapeHtml('Ana Díaz — (888) 868-4111')).toBe('Ana Díaz — (888) 868-4111');
  });
});

describe('buildMailDocument (spec §3, §7; DECISIONS.md "Mail document")', () => {
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
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('lists name, email, phone, location and tools in the html', () => {
    const { html } = build(answers({ fullName: 'Ana Diaz' })).message;
    expect(html).toContain('Ana Diaz');
    expect(html).toContain('ana@example.org');
    expect(html).toContain('(888) 868-4111');
    expect(html).toContain('Phoenix, AZ');
    expect(html).toContain('Lockout tools, Jump Box (1500a minimum)');
  });

  it('links to the tool image when there is one', () => {
    const { html } = build().message;
    expect(html).toContain(`<a href="${escapeHtml(PHOTO_URL)}">`);
  });

  it("shows '(none)' for the tool image when there is none, and no link", () => {
    const { html, text } = build(answers(), null).message;
    expect(html).toMatch(/Tool image<\/th><td[^>]*>\(none\)<\/td>/);
    expect(html).not.toContain('<a ');
    expect(text).toContain('Tool image: (none)');
  });

  it('does not turn a javascript: tool image address into a link', () => {
    const { html } = build(answers(), 'javascript:alert(1)').message;
    expect(html).not.toContain('<a ');
    expect(html).not.toMatch(/href=/i);
  });

  it('puts the summary and a JSON dump of every answer and the tool image in the text body', () => {
    const a = answers();
    const { text } = build(a).message;
    expect(text).toContain('Name: Ana <b>Diaz</b> & Co');
    expect(text).toContain('Email: ana@example.org');
    expect(text).toContain('Phone: (888) 868-4111');
    expect(text).toContain('Location: Phoenix, AZ');
    expect(text).toContain(`Tool image: ${PHOTO_URL}`);
    expect(jsonDumpOf(text)).toEqual({ ...a, toolImage: PHOTO_URL });
  });

  it('dumps toolImage as null in the JSON when there is no photo', () => {
    const a = answers();
    expect(jsonDumpOf(build(a, null).message.text)).toEqual({ ...a, toolImage: null });
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
    expect(JSON.parse(unescaped)).toEqual({ ...a, toolImage: PHOTO_URL });
  });

  it('says, for an update, that it replaces the application sent earlier, with its reference', () => {
    const mail = buildMailDocument({
      answers: answers(),
      toolImageUrl: PHOTO_URL,
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

  it('marks an application whose hidden anti-spam field was filled, keeping everything else', () => {
    const mail = buildMailDocument({
      answers: answers(),
      toolImageUrl: PHOTO_URL,
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
