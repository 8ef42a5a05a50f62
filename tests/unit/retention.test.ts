// @vitest-environment node
/**
 * Data that expires (docs/decisions/0022-data-retention.md): the periods the privacy policy states
 * (src/content/retention.ts) are the ones the backend configuration enforces.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../src/pages/privacy-policy-page';
import { retention } from '../../src/content/retention';
import {
  APPLICATIONS_COLLECTION,
  UPLOAD_PREFIX,
} from '../../src/features/job-application/rules/application-record';

const readProjectFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/** `KEY=value` lines of the extension's parameter file (comments and blank lines skipped). */
function extensionParams(): Record<string, string> {
  const lines = readProjectFile('extensions/firestore-send-email.env').split('\n');
  return Object.fromEntries(
    lines
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The TTL policies of firestore.indexes.json (`firebase deploy` creates them). */
function ttlPolicies() {
  const indexes = JSON.parse(readProjectFile('firestore.indexes.json')) as {
    fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: unknown }[];
  };
  return indexes.fieldOverrides.filter((override) => override.ttl !== undefined);
}

/** The Data Retention section's text, as one string. */
function retentionSection(): string {
  const section = privacyPolicy.sections.find((s) => /retention/i.test(s.heading));
  expect(section, 'the privacy policy has a Data Retention section').toBeDefined();
  return section!.blocks
    .map((block) => [block.text ?? '', ...(block.items ?? [])].join(' '))
    .join(' ');
}

/** The sentence of `text` that contains `words`. */
const sentenceWith = (text: string, words: RegExp) =>
  text.split(/(?<=\.)\s+/).find((sentence) => words.test(sentence)) ?? '';

describe('mail documents expire once delivered, never before', () => {
  it('the Trigger Email extension writes no TTL of its own (it would expire undelivered mail)', () => {
    expect(extensionParams().TTL_EXPIRE_TYPE).toBe('never');
  });

  it('the delivery watcher sets the TTL field the stated number of days after delivery', () => {
    const config = readProjectFile('functions/src/config.ts');
    expect(/export const RETENTION_DAYS = (\d+);/.exec(config)?.[1]).toBe(
      String(retention.mailDocumentDays),
    );
    expect(/export const EXPIRE_FIELD = '([^']+)';/.exec(config)?.[1]).toBe('expireAt');
  });

  it('a Firestore TTL policy deletes them on the field the watcher sets, in the collection the extension watches', () => {
    const mail = ttlPolicies().filter(
      (policy) => policy.collectionGroup === extensionParams().MAIL_COLLECTION,
    );
    expect(mail).toEqual([expect.objectContaining({ fieldPath: 'expireAt' })]);
    // `firebase deploy` only accepts `ttl` as a boolean.
    expect(ttlPolicies().every((policy) => policy.ttl === true)).toBe(true);
  });

  it('the applications the mails are made from expire on the same field, with the function’s bookkeeping', () => {
    const config = readProjectFile('functions/src/config.ts');
    const collectionOf = (name: string) =>
      new RegExp(`export const ${name} = '([^']+)';`).exec(config)?.[1];
    for (const collectionGroup of [
      APPLICATIONS_COLLECTION,
      collectionOf('HOURLY_COUNTERS_COLLECTION'),
      collectionOf('CONFIRMATIONS_COLLECTION'),
      collectionOf('SOURCE_HOURS_COLLECTION'),
      collectionOf('SOURCE_SALTS_COLLECTION'),
    ]) {
      expect(ttlPolicies()).toContainEqual({
        collectionGroup,
        fieldPath: 'expireAt',
        ttl: true,
        indexes: [],
      });
    }
  });

  it('firebase-tools accepts firestore.indexes.json as `firebase deploy` reads it', () => {
    const { FirestoreApi } = createRequire(import.meta.url)(
      'firebase-tools/lib/firestore/api.js',
    ) as {
      FirestoreApi: new () => {
        upgradeOldSpec(s: unknown): unknown;
        validateSpec(s: unknown): void;
      };
    };
    const api = new FirestoreApi();
    const spec = api.upgradeOldSpec(JSON.parse(readProjectFile('firestore.indexes.json')));
    expect(() => api.validateSpec(spec)).not.toThrow();
  });

  it('the privacy policy states the period', () => {
    const sentence = sentenceWith(retentionSection(), /writes to our onboarding team/);
    expect(sentence).toContain(
      `is deleted from our database ${retention.mailDocumentDays} days after that email has been delivered`,
    );
  });
});

describe('applications stay as long as the team’s links work; the status record longer (docs/decisions/0063)', () => {
  it('the function keeps a mailed application, and makes the team’s links, for the stated period', () => {
    const applications = readProjectFile('functions/src/applications.ts');
    expect(applications).toContain(
      '[EXPIRE_FIELD]: Timestamp.fromMillis(now.getTime() + retention.applicationDays * DAY)',
    );
    const links = readProjectFile('functions/src/links.ts');
    expect(links).toContain('export const TEAM_LINK_MS = retention.applicationDays * DAY;');
    expect(links).toContain('export const STATUS_LINK_MS = retention.applicationStatusDays * DAY;');
    // A link made when the application was mailed never outlives the application.
    expect(retention.applicationDays).toBeGreaterThanOrEqual(retention.mailDocumentDays);
  });

  it('the status record expires on its own field, and outlives the application so that every action shows', () => {
    const actions = readProjectFile('functions/src/team-actions.ts');
    expect(actions).toContain('retention.applicationStatusDays * DAY');
    expect(retention.applicationStatusDays).toBeGreaterThan(retention.applicationDays);
    const config = readProjectFile('functions/src/config.ts');
    const statuses = /export const STATUS_COLLECTION = '([^']+)';/.exec(config)?.[1];
    expect(ttlPolicies()).toContainEqual({
      collectionGroup: statuses,
      fieldPath: 'expireAt',
      ttl: true,
      indexes: [],
    });
  });

  it('the privacy policy states both periods, and what the status record keeps', () => {
    const text = retentionSection();
    expect(sentenceWith(text, /writes to our onboarding team/)).toContain(
      `is deleted ${retention.applicationDays} days after it was emailed`,
    );
    const status = sentenceWith(text, /where your application stands/);
    expect(status).toContain(
      'keeps only your first name, the language you applied in and the date of each step',
    );
    expect(status).toContain(`deletes them ${retention.applicationStatusDays} days after`);
  });
});

describe('uploaded tool photos are deleted', () => {
  const lifecycle = JSON.parse(readProjectFile('storage-lifecycle.json')) as {
    rule: { action: { type: string }; condition: Record<string, unknown> }[];
  };

  it('by one Cloud Storage lifecycle rule on the upload folder, after the stated number of days', () => {
    expect(lifecycle.rule).toEqual([
      {
        action: { type: 'Delete' },
        condition: { age: retention.toolPhotoDays, matchesPrefix: [UPLOAD_PREFIX] },
      },
    ]);
  });

  it('the privacy policy states the period', () => {
    const sentence = sentenceWith(retentionSection(), /photo of your tools/);
    expect(sentence).toContain(`deleted from our cloud storage ${retention.toolPhotoDays} days`);
  });

  it('the command that applies the rule is an npm script', () => {
    const pkg = JSON.parse(readProjectFile('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts['storage:lifecycle']).toBe(
      'gcloud storage buckets update --lifecycle-file=storage-lifecycle.json',
    );
  });
});

describe('newsletter sign-ups never confirmed are deleted (docs/decisions/0057)', () => {
  it('the function takes the period from the retention module, for the link and the expiry alike', () => {
    const newsletter = readProjectFile('functions/src/newsletter.ts');
    expect(newsletter).toContain('retention.newsletterUnconfirmedDays * DAY');
    expect(newsletter).toMatch(/confirmBy: expireAt,\s+\[EXPIRE_FIELD\]: expireAt/);
  });

  it('TTL policies delete the sign-up, its token and the hourly and daily counters on the field it sets', () => {
    const newsletter = ttlPolicies()
      .filter((policy) => policy.collectionGroup.startsWith('newsletter'))
      .map((policy) => `${policy.collectionGroup}.${policy.fieldPath}`)
      .sort();
    expect(newsletter).toEqual([
      'newsletterHours.expireAt',
      'newsletterSourceDays.expireAt',
      'newsletterSourceHours.expireAt',
      'newsletterSubscriptions.expireAt',
      'newsletterTokens.expireAt',
    ]);
  });

  it('the privacy policy states the period, and that a confirmed subscription stays until unsubscribed', () => {
    const text = retentionSection();
    expect(sentenceWith(text, /not confirmed within/)).toContain(
      `not confirmed within ${retention.newsletterUnconfirmedDays} days is deleted`,
    );
    expect(text).toContain('We keep a confirmed newsletter subscription until you unsubscribe.');
  });
});
