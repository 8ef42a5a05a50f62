/**
 * Every held application reaches a person with its release link, however many there are
 * (docs/decisions/0070-every-held-application-reaches-a-person.md), against a real Firestore emulator
 * (`npm run test:functions`). The flood is replayed as a stranger sends it, through the deployed
 * callable `submitApplication` with a front end's X-Forwarded-For, then handled by the application
 * trigger's code; the summary is the sweep's; the team's page is the deployed callable
 * `heldApplications`, with the links the summary carries.
 */
import functionsTest from 'firebase-functions-test';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import type { HeldGroupResult, HeldListResult } from '../../src/lib/action-links';
import type * as Applications from '../src/applications.js';
import type * as Functions from '../src/index.js';
import type * as Links from '../src/links.js';
import type * as Summary from '../src/held-summary.js';
import { applicationRecord } from './support/application.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import {
  ALERT_LABELS,
  at,
  MINUTE,
  DIGEST,
  forged,
  HOUR,
  idOf,
  many,
  neverUploaded,
  nextPhoto,
  photos,
  T0,
  viaFrontEnd,
} from './support/flood.js';
import { recordLogEntries } from './support/recorded-log.js';

const ONBOARDING = company.onboardingEmail;
const HH = HOUR.slice(11, 13);

const logged = recordLogEntries();
const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let applications: typeof Applications;
let summary: typeof Summary;
let links: typeof Links;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  links = await import('../src/links.js');
  process.env.TEAM_LINK_SECRET = links.EMULATOR_LINK_SECRET;
  applications = await import('../src/applications.js');
  summary = await import('../src/held-summary.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => {
  delete process.env.TEAM_LINK_SECRET;
  fft.cleanup();
});

beforeEach(async () => {
  logged.length = 0;
  neverUploaded.clear();
  await clearDatabase();
});

/** The tokenless hourly cap of these tests: two networks' three mails and one confirmation fill it. */
const CAP = 8;

/**
 * Applications sent through the deployed callable, 20 at a time as a script would, each from its
 * client, then handled one after the other by the application trigger's code at `when`.
 */
async function flood(
  items: { id: string; record: ApplicationRecord; client: string }[],
  when = T0,
) {
  for (let start = 0; start < items.length; start += 20) {
    await Promise.all(
      items.slice(start, start + 20).map(({ id, record, client }) =>
        fft.wrap(functions.submitApplication)({
          data: { id, record, digest: DIGEST },
          rawRequest: { headers: { 'x-forwarded-for': viaFrontEnd(client) }, socket: {} },
        } as never),
      ),
    );
  }
  const outcomes = [];
  for (const { id } of items) {
    outcomes.push(
      await applications.processApplication(db, id, {
        photos,
        now: when,
        hourlyCap: CAP,
        onboardingEmail: ONBOARDING,
        linkSecret: links.EMULATOR_LINK_SECRET,
      }),
    );
  }
  return outcomes;
}

const callHeld = (data: unknown) =>
  fft.wrap(functions.heldApplications)({ data, rawRequest: { headers: {} } } as never) as Promise<
    HeldListResult | HeldGroupResult
  >;

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

describe('a flood from many networks, then the tokenless cap filled, then a real applicant', () => {
  it('she is listed first with her release link; the rest are counted, grouped by network, and all on the held page; one log alert per source and hour', async () => {
    // 12 networks (IPv6 /64s are cheap), each one application naming a photo never uploaded.
    const noPhoto = many(12, (index) => ({
      id: idOf('NoPhoto', index),
      record: forged(index),
      client: `2001:db8:${index.toString(16)}::1`,
    }));
    for (const { record } of noPhoto) neverUploaded.add(record.files.toolImage!);
    await flood(noPhoto, at(1));
    // 6 valid applications from 2 addresses fill the tokenless cap (6 team mails, 2 confirmations).
    await flood(
      many(6, (index) => ({
        id: idOf('Filler', index),
        record: forged(200 + index),
        client: `198.51.100.${Math.floor(index / 3) + 1}`,
      })),
      at(2),
    );
    // 12 more from one network.
    await flood(
      many(12, (index) => ({
        id: idOf('OneNet', index),
        record: forged(300 + index),
        client: '203.0.113.99',
      })),
      at(3),
    );
    // The real applicant, without App Check, from her own network, with her own photo.
    expect(
      await flood(
        [
          {
            id: 'RealAna0000000000001',
            record: applicationRecord({ files: { toolImage: nextPhoto() } }),
            client: '203.0.113.7',
          },
        ],
        at(20),
      ),
    ).toEqual([{ outcome: 'held', reasons: ['hourly-cap'] }]);
    const held = await db.collection('applications').where('status', '==', 'held').get();
    expect(held.size).toBe(12 + 12 + 1);

    // One log alert per source and hour (and the cap's one): not one per held application.
    const alerts = logged.filter(
      (entry) => entry.severity === 'ERROR' && ALERT_LABELS.includes(entry.alert as string),
    );
    const sources = new Set(held.docs.map((document) => document.get('source.key') as string));
    expect(sources.size).toBe(12 + 1 + 1);
    expect(alerts).toHaveLength(sources.size + 1);
    expect(alerts.filter((entry) => entry.alert === 'applications-over-hourly-cap')).toHaveLength(
      1,
    );

    // The sweep after the hour: one summary.
    const id = await summary.summariseHeld(db, {
      now: at(55),
      onboardingEmail: ONBOARDING,
      linkSecret: links.EMULATOR_LINK_SECRET,
      maxEntries: 10,
    });
    const { message } = (await db.collection('mail').doc(id!).get()).data()!;
    const text = message.text as string;
    const lines = text.split('\n');
    const listed = lines.filter((line) => /^- [A-Za-z0-9]{20} · /.test(line));
    expect(listed).toHaveLength(10);
    expect(listed[0]).toMatch(
      new RegExp(
        `^- RealAna0000000000001 · held ${HH}:30 UTC · .* · Ana Diaz · Phoenix, AZ · its own photo, only one from its network$`,
      ),
    );
    expect(lines[lines.indexOf(listed[0]!) + 1]).toMatch(
      /^ {2}Send it to the inbox now: https:\/\/.*\/team\/release#t1\.release\.RealAna0000000000001\.held-summary\./,
    );
    // The network of 12: one group, one tap to send them all and one to discard them all.
    expect(text).toContain('From networks that sent several (1 network):');
    expect(text).toMatch(
      /- 12 held from one network · more applications arrived this hour than the hourly cap allows/,
    );
    const sendAll = /Send all 12 to the inbox: (\S+)/.exec(text)![1]!;
    const discardAll = /Discard all 12: (\S+)/.exec(text)![1]!;
    expect(sendAll).toMatch(
      new RegExp(`/team/held-release#g1\\.release\\.${HOUR}\\.[0-9a-f]{32}\\.`),
    );
    // Nothing cut off silently: how many more, and the page that lists them all.
    expect(text).toContain(
      '3 more held in that hour are not listed below; "See them all" opens a page that lists every one, with the same links.',
    );
    const listUrl = /See them all: (\S+)/.exec(text)![1]!;
    expect(listUrl).toMatch(new RegExp(`/team/held#h1\\.${HOUR}\\.\\d{10}\\.`));
    expect(message.html).not.toMatch(/evil\.example/);

    // The page lists every one, the real applicant first, and the group with its two links.
    const list = (await callHeld({ token: tokenOf(listUrl) })) as Extract<
      HeldListResult,
      { outcome: 'list' }
    >;
    expect(list.outcome).toBe('list');
    expect(list.entries).toHaveLength(13);
    expect(list.entries[0]).toMatchObject({
      reference: 'RealAna0000000000001',
      name: 'Ana Diaz',
      signals: { verified: false, ownPhoto: true, aloneFromSource: true },
      releasable: true,
    });
    expect(list.entries[0]!.releaseUrl).toContain('#t1.release.RealAna0000000000001.held-summary.');
    expect(list.entries.every((entry) => !/evil\.example/.test(entry.name))).toBe(true);
    expect(list.groups).toEqual([
      expect.objectContaining({
        count: 12,
        names: expect.arrayContaining([expect.stringContaining('hxxps[:]//evil[.]example')]),
      }),
    ]);

    // Opening a link changes nothing; pressing a network's discard does, once.
    expect((await db.collection('applications').where('status', '==', 'held').get()).size).toBe(25);
    expect(await callHeld({ token: tokenOf(discardAll), action: 'discard' })).toEqual({
      outcome: 'done',
      action: 'discard',
      hour: HOUR,
      count: 12,
    });
    expect(await callHeld({ token: tokenOf(discardAll), action: 'discard' })).toEqual({
      outcome: 'nothing-left',
      action: 'discard',
      hour: HOUR,
    });
    expect(await callHeld({ token: tokenOf(sendAll), action: 'release' })).toMatchObject({
      outcome: 'nothing-left',
    });
    const discarded = await db.collection('applications').where('status', '==', 'discarded').get();
    expect(discarded.size).toBe(12);
    expect(
      (await db.collection('mail').get()).docs.filter((mail) => mail.id.startsWith('OneNet')),
    ).toEqual([]);
    // Her release link sends her application to the inbox, with her confirmation.
    const releaseToken = tokenOf(/Send it to the inbox now: (\S+)/.exec(text)![1]!);
    await fft.wrap(functions.teamAction)({
      data: { action: 'release', token: releaseToken },
      rawRequest: { headers: {} },
    } as never);
    expect(
      await applications.processApplication(db, 'RealAna0000000000001', {
        photos,
        now: at(56),
        onboardingEmail: ONBOARDING,
      }),
    ).toMatchObject({ outcome: 'mailed', confirmationMailId: 'RealAna0000000000001-confirmation' });
  });
});

describe('the held page’s links', () => {
  async function someHeld() {
    await flood(
      many(5, (index) => ({
        id: idOf('Held', index),
        record: forged(index),
        client: '203.0.113.50',
      })),
      at(1),
    );
  }

  it('refuses an altered, re-pointed or foreign token before reading, and an expired one reads nothing', async () => {
    await someHeld();
    const now = new Date();
    const list = tokenOf(links.heldListLink(links.EMULATOR_LINK_SECRET, HOUR, now));
    const group = tokenOf(
      links.heldGroupLink(links.EMULATOR_LINK_SECRET, 'release', HOUR, 'a'.repeat(32), now),
    );
    const refused = async (data: unknown) =>
      expect(callHeld(data)).rejects.toMatchObject({ code: 'permission-denied' });
    // Another hour, another network, another action, another secret, a team token, nothing.
    await refused({ token: list.replace(HOUR, '2026-03-02T14') });
    await refused({ token: group.replace('a'.repeat(32), 'b'.repeat(32)), action: 'release' });
    await refused({ token: group.replace('g1.release', 'g1.discard'), action: 'discard' });
    await refused({ token: group, action: 'discard' });
    await refused({
      token: tokenOf(links.heldListLink('another-secret-of-at-least-32-characters', HOUR, now)),
    });
    await refused({
      token: tokenOf(
        links.teamLink(links.EMULATOR_LINK_SECRET, 'release', idOf('Held', 4), 'held-summary', now),
      ),
    });
    await refused({});
    await expect(callHeld({ token: list, extra: 1 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const old = new Date(Date.now() - 15 * 24 * 60 * MINUTE);
    expect(
      await callHeld({
        token: tokenOf(links.heldListLink(links.EMULATOR_LINK_SECRET, HOUR, old)),
      }),
    ).toEqual({
      outcome: 'expired',
    });
    // Nothing was changed by any of these.
    expect((await db.collection('applications').where('status', '==', 'held').get()).size).toBe(2);
  });

  it('a network’s release sends every one still held to the inbox, never one whose answers break the rules', async () => {
    await someHeld();
    const key = (await db.collection('applications').doc(idOf('Held', 4)).get()).get(
      'source.key',
    ) as string;
    const sendAll = tokenOf(
      links.heldGroupLink(links.EMULATOR_LINK_SECRET, 'release', HOUR, key, new Date()),
    );
    expect(await callHeld({ token: sendAll, action: 'release' })).toEqual({
      outcome: 'done',
      action: 'release',
      hour: HOUR,
      count: 2,
    });
    for (const index of [3, 4]) {
      expect(
        (
          await applications.processApplication(db, idOf('Held', index), {
            photos,
            now: at(70),
            onboardingEmail: ONBOARDING,
          })
        ).outcome,
      ).toBe('mailed');
    }
  });
});
