/**
 * `npm run mail:preview`: the onboarding mail of each sample application (scripts/mail-preview/
 * samples.ts: meets everything, each kind of shortfall, no photo, hostile text, the longest answers)
 * rendered by the real builder (src/features/job-application/mail/mail.ts) to
 * reports/mail-preview/{sample}.html and .txt, with screenshots of the html 600 px wide in a light
 * and a dark colour scheme ({sample}-light.png, {sample}-dark.png), and an index.html of them all.
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

const { buildMailDocument, samples, onboardingEmail } = await withSourceModules(async (load) => {
  const feature = await load<typeof JobApplication>('/src/features/job-application/index.ts');
  const { company } = await load<typeof Company>('/src/content/company.ts');
  const mail = await feature.loadMailBuilder();
  const { MAIL_SAMPLES } = await load<typeof Samples>('/scripts/mail-preview/samples.ts');
  return {
    buildMailDocument: mail.buildMailDocument,
    samples: MAIL_SAMPLES,
    onboardingEmail: company.onboardingEmail,
  };
});
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const rendered = samples.map((sample) => {
  const mail = buildMailDocument({ ...sample, onboardingEmail });
  writeFileSync(join(outDir, `${sample.name}.html`), mail.message.html);
  writeFileSync(
    join(outDir, `${sample.name}.txt`),
    `Subject: ${mail.message.subject}\nTo: ${mail.to.join(', ')}\nReply-To: ${mail.replyTo}\n\n${mail.message.text}`,
  );
  return { ...sample, subject: mail.message.subject, html: mail.message.html };
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
  `<!doctype html><meta charset="utf-8"><title>Mail previews</title><h1>Onboarding mail previews</h1><table border="1" cellpadding="6"><tr><th>Sample</th><th>Shows</th><th>Subject</th><th>html size</th><th>Files</th></tr>\n${rows}\n</table>`,
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
