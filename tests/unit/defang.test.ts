// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { defang, defangAnswers } from '../../src/features/job-application/mail/defang';
import { buildMailDocument } from '../../src/features/job-application/mail/mail';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';

/** docs/decisions/0061-a-flood-cannot-hold-real-applicants.md: no applicant-written web address becomes a link. */
describe('defang', () => {
  it.each([
    ['https://evil.example/7', 'hxxps[:]//evil[.]example/7'],
    ['Applicant 7 https://evil.example/7', 'Applicant 7 hxxps[:]//evil[.]example/7'],
    ['http://evil.example', 'hxxp[:]//evil[.]example'],
    ['HTTPS://EVIL.EXAMPLE/x', 'HxxPS[:]//EVIL[.]EXAMPLE/x'],
    ['www.x.com', 'www[.]x[.]com'],
    ['evil.example/7', 'evil[.]example/7'],
    ['see bit.ly/abc now', 'see bit[.]ly/abc now'],
    ['login at mail.company-help.co.uk', 'login at mail[.]company-help[.]co[.]uk'],
    ['evil\u3002example', 'evil[.]example'],
    ['evil\uFF0Eexample', 'evil[.]example'],
  ])('makes %j unclickable: %j', (written, shown) => {
    expect(defang(written)).toBe(shown);
  });

  it.each([
    'St. Louis',
    'J.R. Smith',
    'D.C.',
    'Washington, D.C.',
    '3.5 years',
    'e.g. a jump box',
    'Phoenix.',
    'Ana <b>Diaz</b> & Co',
    'Dallas, TX',
  ])('keeps ordinary text %j as it is', (text) => {
    expect(defang(text)).toBe(text);
  });

  it('leaves the email address and the phone number of the answers alone, and defangs every other string', () => {
    const shown = defangAnswers(
      qualifiedAnswers({
        email: 'ana.diaz@example.org',
        fullName: 'Ana www.evil.example',
        location: 'evil.example/x',
        defineOnCall: 'https://evil.example',
      }),
    );
    expect(shown.email).toBe('ana.diaz@example.org');
    expect(shown.fullName).toBe('Ana www[.]evil[.]example');
    expect(shown.location).toBe('evil[.]example/x');
    expect(shown.defineOnCall).toBe('hxxps[:]//evil[.]example');
  });
});

describe('the mail shows no web address an applicant wrote', () => {
  const mail = buildMailDocument({
    answers: qualifiedAnswers({
      fullName: 'Applicant 7 https://evil.example/7',
      location: 'www.x.com',
      email: 'ana.diaz@example.org',
      missingToolsPlan: 'buy at evil.example/7',
      explainNotLocal: 'see http://evil.example/why',
      liveInArea: 'no',
    }),
    fileLinks: {
      toolImage: 'https://firebasestorage.googleapis.com/v0/b/demo/o/x.jpg?alt=media&token=t',
    },
    onboardingEmail: company.onboardingEmail,
  });
  const { subject, text, html } = mail.message;

  it('in the subject', () => {
    expect(subject).toBe('New Job Application — Applicant 7 hxxps[:]//evil[.]example/7');
  });

  it('in the text (the JSON dump included) and the html', () => {
    for (const body of [text, html]) {
      expect(body).not.toMatch(/evil\.example|www\.x\.com|https?:\/\/evil/);
      expect(body).toContain('hxxps[:]//evil[.]example/7');
      expect(body).toContain('www[.]x[.]com');
      expect(body).toContain('evil[.]example/7');
      expect(body).toContain('hxxp[:]//evil[.]example/why');
    }
    const dump = JSON.parse(text.slice(text.indexOf('{'))) as Record<string, string>;
    expect(dump.fullName).toBe('Applicant 7 hxxps[:]//evil[.]example/7');
  });

  it('keeps the applicant’s email links and the server’s photo link working', () => {
    expect(mail.replyTo).toBe('ana.diaz@example.org');
    expect(html).toContain('mailto:ana.diaz@example.org');
    expect(text).toContain('Email: ana.diaz@example.org');
    expect(html).toContain(
      'href="https://firebasestorage.googleapis.com/v0/b/demo/o/x.jpg?alt=media&amp;token=t"',
    );
  });
});
