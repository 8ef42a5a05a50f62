// @vitest-environment node
/**
 * The onboarding mail's row of the team's decisions and the applicant's mails
 * (docs/decisions/0063-team-actions-and-status-page.md): only the row is added to the onboarding
 * mail, in the html and the text part, and it keeps the mail under Gmail's clipping size at the
 * longest; the applicant's mails are the company's words in the applicant's language, with nothing
 * anyone typed but the first name.
 */
import { describe, expect, it } from 'vitest';
import {
  longestAnswers,
  qualifiedAnswers,
  SAMPLE_PHOTO_URL,
  everyFile,
} from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import { applicantConfirmation } from '../../src/features/job-application/mail/applicant-confirmation';
import { applicantDecisionMail } from '../../src/features/job-application/mail/applicant-decision';
import { firstNameOf } from '../../src/features/job-application/mail/first-name';
import { buildMailDocument, type TeamLinks } from '../../src/features/job-application/mail/mail';

const MAC = 'A'.repeat(43);
const link = (action: string) =>
  `${company.siteUrl}/team/${action}#t1.${action}.AbCdEfGhIjKlMnOpQrSt.mail.2000000000.${MAC}`;
const TEAM_LINKS: TeamLinks = { call: link('call'), decline: link('decline'), read: link('read') };
const STATUS_URL = `${company.siteUrl}/application-status#s1.StAtUsIdStAtUsId0123.2000000000.${MAC}`;

const build = (teamLinks: TeamLinks | null, answers = qualifiedAnswers()) =>
  buildMailDocument({
    answers,
    fileLinks: everyFile(SAMPLE_PHOTO_URL),
    onboardingEmail: company.onboardingEmail,
    teamLinks,
  });

describe('the onboarding mail’s row of decisions', () => {
  it('adds only the row: the subject, the recipients and everything else stay as they were', () => {
    const without = build(null);
    const withLinks = build(TEAM_LINKS);
    expect(withLinks.to).toEqual(without.to);
    expect(withLinks.replyTo).toEqual(without.replyTo);
    expect(withLinks.message.subject).toBe('New Job Application — Ana Diaz');
    const row = /DECIDE\n[\s\S]*?\n\n/.exec(withLinks.message.text)?.[0] ?? '';
    expect(withLinks.message.text.replace(row, '')).toBe(without.message.text);
    expect(row.split('\n').slice(0, 4)).toEqual([
      'DECIDE',
      `Reviewed: we will call you: ${TEAM_LINKS.call}`,
      `Not a fit right now: ${TEAM_LINKS.decline}`,
      `Mark as read: ${TEAM_LINKS.read}`,
    ]);
    expect(row).toContain('nothing happens until you press its button there');
    expect(row).toContain('The links work for 14 days.');
  });

  it('shows each as a button after "Reach them" in the html', () => {
    const { html } = build(TEAM_LINKS).message;
    const reach = html.indexOf('>Reach them</h2>');
    const decide = html.indexOf('>Decide</h2>');
    const tools = html.indexOf('>Tools: ');
    expect(reach).toBeGreaterThan(0);
    expect(decide).toBeGreaterThan(reach);
    expect(tools).toBeGreaterThan(decide);
    for (const [key, label] of [
      ['call', 'Reviewed: we will call you'],
      ['decline', 'Not a fit right now'],
      ['read', 'Mark as read'],
    ] as const) {
      expect(html).toContain(`href="${TEAM_LINKS[key]}"`);
      expect(html).toContain(`>${label}</a>`);
    }
  });

  it('keeps the longest mail under 85 % of Gmail’s clipping size', () => {
    for (const unit of ['&', '"', '€', 'Lorem ipsum dolor sit amet. ']) {
      const { html } = build(TEAM_LINKS, longestAnswers(unit)).message;
      expect(Buffer.byteLength(html, 'utf8')).toBeLessThan(102 * 1024 * 0.85);
    }
  });
});

describe('the applicant’s mails', () => {
  it('greet by the first name only: one word, one line, no web address', () => {
    expect(firstNameOf('  Ana María Díaz ')).toBe('Ana');
    expect(firstNameOf('https://evil.example/7 Diaz')).toBe('hxxps[:]//evil[.]example/7');
    expect(firstNameOf('Ana\u2028Subject: hi')).toBe('Ana');
    expect(firstNameOf('x'.repeat(60))).toHaveLength(40);
    expect(firstNameOf('   ')).toBe('');
  });

  it('are fixed text in the applicant’s language, with the status link, and escape the name in the html', () => {
    const call = applicantDecisionMail('call', 'es', { firstName: 'Ana', statusUrl: STATUS_URL });
    expect(call.subject).toBe(`Lo llamaremos pronto — ${company.name}`);
    expect(call.text).toContain('Hola, Ana:');
    expect(call.text).toContain(`La llamada vendrá del ${company.heroPhone.display}.`);
    expect(call.text).toContain(STATUS_URL);
    expect(call.html).toContain(`href="tel:${company.heroPhone.e164}"`);

    const hostile = applicantDecisionMail('decline', 'en', {
      firstName: '<b>Bo</b>',
      statusUrl: null,
      reason: 'service-area',
    });
    expect(hostile.html).toContain('Hello &lt;b&gt;Bo&lt;/b&gt;,');
    expect(hostile.html).not.toContain('<b>Bo');
    expect(hostile.text).toContain('We are looking for drivers who live in or near the area');
    expect(hostile.text).not.toContain('application-status');

    const none = applicantDecisionMail('decline', 'en', { firstName: '', statusUrl: STATUS_URL });
    expect(none.text.startsWith('Hello,\n')).toBe(true);
    for (const reason of ['area we serve', 'required tools list', 'on call during our hours']) {
      expect(none.text).not.toContain(reason);
    }
  });

  it('the confirmation links to the status page, still without the name', () => {
    const confirmation = applicantConfirmation('en', STATUS_URL);
    expect(confirmation.text).toContain(`See where your application stands at any time`);
    expect(confirmation.text).toContain(STATUS_URL);
    expect(confirmation.html).toContain(`href="${STATUS_URL}"`);
    expect(applicantConfirmation('en', null).text).not.toContain('application-status');
  });
});
