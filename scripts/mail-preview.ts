/**
 * `npm run mail:preview`: the onboarding mail of each sample application (scripts/mail-preview/
 * samples.ts: meets everything, each kind of shortfall, no photo, hostile text, the longest answers)
 * rendered by the real builder (src/features/job-application/mail/mail.ts), with the team's row of
 * decisions, to reports/mail-preview/{sample}.html and .txt, with screenshots of the html 600 px wide
 * in a light and a dark colour scheme ({sample}-light.png, {sample}-dark.png), and an index.html of
 * them all. Then every mail around it, each in both languages where the applicant gets it
 * (docs/decisions/0063-team-actions-and-status-page.md): the applicant's confirmation with the link
 * to their status page, "we will call you", "not a fit right now" (with a reason and without), and
 * the held alert and the hourly summary with their "Send it to the inbox now" links. The links are
 * signed with the emulator's fixed secret (functions/src/links.ts).
 *
 * Works offline on any machine with a Chromium (scripts/chromium.ts: CHROMIUM_PATH or
 * /usr/bin/chromium); every network request of the page is refused. Without a Chromium it writes
 * the html and text files and says why there are no screenshots. reports/ is ignored by git.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { withSourceModules } from './load-source-modules.ts';
import type * as JobApplication from '../src/features/job-application/index.ts';
import type * as Samples from './mail-preview/samples.ts';
import type * as Company from '../src/content/company.ts';
import type * as Confirmation from '../src/features/job-application/mail/applicant-confirmation.ts';
import type * as Decision from '../src/features/job-application/mail/applicant-decision.ts';
import type * as Links from '../functions/src/links.ts';
import type * as AlertMail from '../functions/src/alert-mail.ts';
import type * as HeldSummary from '../functions/src/held-summary.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'reports', 'mail-preview');
const GMAIL_CLIPS_AT = 102 * 1024;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (value: string) => value.replace(/[&<>"]/g, (c) => ENTITIES[c]!);

async function screenshots(rendered: { name: string; html: string }[]): Promise<boolean> {
  if (!chromiumPath) {
    console.log(
      'No screenshots: no Chromium found (set CHROMIUM_PATH, or on Debian `apt-get install chromium`).',
    );
    return false;
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 600, height: 800 },
        colorScheme,
        javaScriptEnabled: false,
      });
      // Nothing leaves the machine: the mail has no remote resources, and none may load.
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      for (const { name, html } of rendered) {
        await page.setContent(html, { waitUntil: 'load' });
        await page.screenshot({ path: join(outDir, `${name}-${colorScheme}.png`), fullPage: true });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return true;
}

/** One preview: a mail as the function writes it. */
interface Preview {
  name: string;
  description: string;
  to: string[];
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

const REFERENCE = 'AbCdEfGhIjKlMnOpQrSt';
const STATUS_ID = 'StAtUsIdStAtUsId0123';
const NOW = new Date('2026-03-02T15:10:00Z');

const previews = await withSourceModules(async (load): Promise<Preview[]> => {
  const feature = await load<typeof JobApplication>('/src/features/job-application/index.ts');
  const { company } = await load<typeof Company>('/src/content/company.ts');
  const { buildMailDocument } = await feature.loadMailBuilder();
  const { MAIL_SAMPLES, qualifiedAnswers } = await load<typeof Samples>(
    '/scripts/mail-preview/samples.ts',
  );
  const { applicantConfirmation } = await load<typeof Confirmation>(
    '/src/features/job-application/mail/applicant-confirmation.ts',
  );
  const { applicantDecisionMail } = await load<typeof Decision>(
    '/src/features/job-application/mail/applicant-decision.ts',
  );
  const links = await load<typeof Links>('/functions/src/links.ts');
  const { heldAlert } = await load<typeof AlertMail>('/functions/src/alert-mail.ts');
  const { heldSummary } = await load<typeof HeldSummary>('/functions/src/held-summary.ts');
  const secret = links.EMULATOR_LINK_SECRET;
  const teamLinks = links.decisionLinks(secret, REFERENCE, NOW);
  const statusUrl = (language: 'en' | 'es') =>
    links.statusLink(secret, STATUS_ID, language, new Date(NOW.getTime() + 60 * 86_400_000));
  const applicant = qualifiedAnswers().email;
  const onboardingEmail = company.onboardingEmail;

  const onboarding: Preview[] = MAIL_SAMPLES.map((sample) => {
    const mail = buildMailDocument({ ...sample, onboardingEmail, teamLinks });
    return { name: sample.name, description: sample.description, ...mail };
  });
  const toApplicant = (
    name: string,
    description: string,
    message: Preview['message'],
  ): Preview => ({ name, description, to: [applicant], message });
  const release = (via: 'held-alert' | 'held-summary', reference: string) =>
    links.teamLink(secret, 'release', reference, via, NOW);
  return [
    ...onboarding,
    ...(['en', 'es'] as const).flatMap((language) => [
      toApplicant(
        `confirmation-${language}`,
        `To the applicant (${language}): we received your application, with the status link`,
        applicantConfirmation(language, statusUrl(language)),
      ),
      toApplicant(
        `call-${language}`,
        `To the applicant (${language}): "Reviewed: we will call you"`,
        applicantDecisionMail('call', language, {
          firstName: 'Ana',
          statusUrl: statusUrl(language),
        }),
      ),
      toApplicant(
        `decline-${language}`,
        `To the applicant (${language}): "Not a fit right now", reason: tools missing`,
        applicantDecisionMail('decline', language, {
          firstName: 'Ana',
          statusUrl: statusUrl(language),
          reason: 'tools',
        }),
      ),
      toApplicant(
        `decline-no-reason-${language}`,
        `To the applicant (${language}): "Not a fit right now", no reason stated`,
        applicantDecisionMail('decline', language, {
          firstName: 'Ana',
          statusUrl: statusUrl(language),
        }),
      ),
    ]),
    {
      name: 'held-alert',
      description:
        'To ALERT_EMAIL: an application held (its photo failed its check), with its release link',
      ...heldAlert({
        applicationId: REFERENCE,
        collection: 'applications',
        reasons: ['photo-not-an-image'],
        recipient: 'owner@example.org',
        releaseUrl: release('held-alert', REFERENCE),
      }),
    },
    ...(() => {
      const hour = '2026-03-02T15';
      const summaryLinks = {
        release: (reference: string) => release('held-summary', reference),
        group: (action: 'release' | 'discard', source: string) =>
          links.heldGroupLink(secret, action, hour, source, NOW),
        list: links.heldListLink(secret, hour, NOW),
      };
      const signals = { verified: false, ownPhoto: false, aloneFromSource: false };
      const real = {
        reference: REFERENCE,
        heldAt: new Date('2026-03-02T15:12:00Z'),
        reasons: ['hourly-cap'],
        name: 'Ana Diaz',
        location: 'Phoenix, AZ',
        source: 'a'.repeat(32),
        ...signals,
        ownPhoto: true,
        aloneFromSource: true,
      };
      const flood = (index: number, source: string, reasons: string[]) => ({
        reference: `FlOoD${String(index).padStart(15, '0')}`,
        heldAt: new Date(Date.parse('2026-03-02T15:20:00Z') + index * 1000),
        reasons,
        name: `Applicant ${index} https://evil.example/${index}`,
        location: 'www.evil.example',
        source,
        ...signals,
      });
      const broken = {
        reference: 'BrOkEn00000000000000',
        heldAt: new Date('2026-03-02T15:40:00Z'),
        reasons: ['invalid-record'],
        name: '<b>Boss</b>',
        location: '',
        source: 'c'.repeat(32),
        ...signals,
      };
      return [
        {
          name: 'held-summary',
          description:
            'To the onboarding inbox: the hour’s held applications, likely real first, each with "Send it to the inbox now" (none for broken answers), then one network’s flood as a group with "Send all" and "Discard all"',
          to: [onboardingEmail],
          message: heldSummary(
            hour,
            [
              real,
              ...[1, 2, 3].map((index) => flood(index, 'b'.repeat(32), ['source-limit'])),
              broken,
            ],
            summaryLinks,
          ),
        },
        {
          name: 'held-summary-cut',
          description:
            'To the onboarding inbox: a flood from 130 networks with photos never uploaded and 25 networks of three: the real applicant first, 100 listed, the rest counted, and the link to the page that lists them all',
          to: [onboardingEmail],
          message: heldSummary(
            hour,
            [
              ...Array.from({ length: 130 }, (_, index) =>
                flood(index, index.toString(16).padStart(32, '0'), ['photo-missing']),
              ).map((entry) => ({ ...entry, aloneFromSource: true })),
              ...Array.from({ length: 75 }, (_, index) =>
                flood(200 + index, `d${String(Math.floor(index / 3)).padStart(31, '0')}`, [
                  'hourly-cap',
                ]),
              ),
              { ...real, heldAt: new Date('2026-03-02T15:55:00Z') },
            ],
            summaryLinks,
          ),
        },
      ];
    })(),
  ];
});
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const rendered = previews.map((preview) => {
  writeFileSync(join(outDir, `${preview.name}.html`), preview.message.html);
  writeFileSync(
    join(outDir, `${preview.name}.txt`),
    `Subject: ${preview.message.subject}\nTo: ${preview.to.join(', ')}\n${preview.replyTo ? `Reply-To: ${preview.replyTo}\n` : ''}\n${preview.message.text}`,
  );
  return { ...preview, subject: preview.message.subject, html: preview.message.html };
});

const shot = await screenshots(rendered);
const rows = rendered
  .map(({ name, description, subject, html }) => {
    const kb = (Buffer.byteLength(html) / 1024).toFixed(1);
    const images = shot
      ? ['light', 'dark']
          .map((scheme) => `<a href="${name}-${scheme}.png">${scheme}</a>`)
          .join(' · ')
      : '';
    return `<tr><td><a href="${name}.html">${escape(name)}</a></td><td>${escape(description)}</td><td>${escape(subject)}</td><td>${kb} kB</td><td><a href="${name}.txt">text</a> ${images}</td></tr>`;
  })
  .join('\n');
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Mail previews</title><h1>Mail previews</h1><table border="1" cellpadding="6"><tr><th>Sample</th><th>Shows</th><th>Subject</th><th>html size</th><th>Files</th></tr>\n${rows}\n</table>`,
);

for (const { name, html } of rendered) {
  const bytes = Buffer.byteLength(html);
  const share = Math.round((bytes / GMAIL_CLIPS_AT) * 100);
  console.log(
    `${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} kB html (${share}% of Gmail's clipping size)`,
  );
}
console.log(
  `\nWrote ${rendered.length} samples${shot ? ' with light and dark 600 px screenshots' : ''} to ${relative(root, outDir)}/ (open index.html).`,
);
