/**
 * The floods of issue 41, replayed at their full size as a stranger sends them, through the deployed
 * callables and the trigger's code, on the real Firestore emulator; prints what they cost and what a
 * person sees. Too slow for every run: only with REPLAY_FLOODS=1
 * (`REPLAY_FLOODS=1 npm run test:functions -- functions/test/replay-floods.test.ts`). The figures are
 * in docs/decisions/0070-every-held-application-reaches-a-person.md; the checks that run every time
 * are held-flood.test.ts, flood.test.ts and newsletter-flood.test.ts, at a smaller size.
 */
import functionsTest from 'firebase-functions-test';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import type { HeldListResult } from '../../src/lib/action-links';
import type * as Applications from '../src/applications.js';
import type * as Functions from '../src/index.js';
import type * as Links from '../src/links.js';
import type * as Newsletter from '../src/newsletter.js';
import type * as Source from '../src/source.js';
import type * as Summary from '../src/held-summary.js';
import { applicationRecord } from './support/application.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import {
  ALERT_LABELS,
  at,
  MINUTE,
  DIGEST,
  forged,
  idOf,
  many,
  neverUploaded,
  nextPhoto,
  photos,
  viaFrontEnd,
} from './support/flood.js';
import { recordLogEntries } from './support/recorded-log.js';

const ALERT_QUERY = new Set(ALERT_LABELS);

const logged = recordLogEntries();
const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let applications: typeof Applications;
let summary: typeof Summary;
let links: typeof Links;
let newsletter: typeof Newsletter;
let source: typeof Source;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  links = await import('../src/links.js');
  process.env.TEAM_LINK_SECRET = links.EMULATOR_LINK_SECRET;
  applications = await import('../src/applications.js');
  summary = await import('../src/held-summary.js');
  newsletter = await import('../src/newsletter.js');
  source = await import('../src/source.js');
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
  source.forwardedLayout.reset();
  await clearDatabase();
});

const VERIFIED = { appId: '1:123:web:abc', token: {}, alreadyConsumed: false };

interface Item {
  id: string;
  record: ApplicationRecord;
  client: string;
  forwardedFor?: string;
  verified?: boolean;
}

/** Sent through the deployed callable 20 at a time; those accepted handled one after another. */
async function flood(items: Item[], when: Date) {
  const accepted: string[] = [];
  let refused = 0;
  for (let start = 0; start < items.length; start += 20) {
    const answers = await Promise.allSettled(
      items.slice(start, start + 20).map(({ id, record, client, forwardedFor, verified }) =>
        fft.wrap(functions.submitApplication)({
          data: { id, record, digest: DIGEST },
          rawRequest: {
            headers: { 'x-forwarded-for': forwardedFor ?? viaFrontEnd(client) },
            socket: {},
          },
          ...(verified ? { app: VERIFIED } : {}),
        } as never),
      ),
    );
    answers.forEach((answer, offset) => {
      if (answer.status === 'fulfilled') accepted.push(items[start + offset]!.id);
      else refused += 1;
    });
  }
  const outcomes: Record<string, number> = {};
  for (const id of accepted) {
    const { outcome } = await applications.processApplication(db, id, {
      photos,
      now: when,
      linkSecret: links.EMULATOR_LINK_SECRET,
    });
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { accepted: accepted.length, refused, outcomes };
}

const mails = async () => (await db.collection('mail').get()).docs;
const alertEntries = () =>
  logged.filter((entry) => entry.severity === 'ERROR' && ALERT_QUERY.has(entry.alert as string));

const figures: Record<string, unknown> = {};
afterAll(() => {
  if (Object.keys(figures).length > 0) {
    console.log(`\nReplayed figures (issue 41):\n${JSON.stringify(figures, null, 2)}`);
  }
});

describe.runIf(process.env.REPLAY_FLOODS === '1')('issue 41’s floods, replayed', () => {
  it.each([false, true])(
    'held and buried: 100 networks with photos never uploaded, the cap filled, then a real applicant (App Check on: %s)',
    async (appCheck) => {
      const noPhoto = many(100, (index) => ({
        id: idOf('NoPhoto', index),
        record: forged(index),
        client: `2001:db8:${index.toString(16)}::1`,
        verified: appCheck,
      }));
      for (const { record } of noPhoto) neverUploaded.add(record.files.toolImage!);
      await flood(noPhoto, at(1));
      // Without App Check: 24 valid from 8 addresses; with it: 90 limited-use tokens from 30 sources.
      const fill = appCheck
        ? many(90, (index) => ({
            id: idOf('Token', index),
            record: forged(1000 + index),
            client: `198.51.100.${Math.floor(index / 3) + 1}`,
            verified: true,
          }))
        : many(24, (index) => ({
            id: idOf('Filler', index),
            record: forged(1000 + index),
            client: `198.51.100.${Math.floor(index / 3) + 1}`,
          }));
      await flood(fill, at(2));
      // 30 more from one network, held past its limit.
      await flood(
        many(30, (index) => ({
          id: idOf('OneNet', index),
          record: forged(2000 + index),
          client: '203.0.113.99',
          verified: appCheck,
        })),
        at(3),
      );
      const real = await flood(
        [
          {
            id: 'RealAna0000000000001',
            record: applicationRecord({ files: { toolImage: nextPhoto() } }),
            client: '203.0.113.7',
            verified: appCheck,
          },
        ],
        at(20),
      );
      const mailId = await summary.summariseHeld(db, {
        now: at(55),
        linkSecret: links.EMULATOR_LINK_SECRET,
      });
      const { message } = (await db.collection('mail').doc(mailId!).get()).data()!;
      const text = message.text as string;
      const listed = text.split('\n').filter((line) => /^- [A-Za-z0-9]{20} · /.test(line));
      const listToken = /See them all: \S+#(\S+)/.exec(text)![1]!;
      const page = (await fft.wrap(functions.heldApplications)({
        data: { token: listToken },
        rawRequest: { headers: {} },
      } as never)) as Extract<HeldListResult, { outcome: 'list' }>;
      const held = (await db.collection('applications').where('status', '==', 'held').get()).size;
      const realPosition = listed.findIndex((line) => line.startsWith('- RealAna'));
      figures[`held and buried, App Check ${appCheck ? 'on' : 'off'}`] = {
        realApplicant: real.outcomes,
        held,
        listedOneByOne: listed.length,
        realApplicantPosition: realPosition + 1,
        more: /(\d+) more held in that hour/.exec(text)?.[1] ?? '0',
        groups: (/From networks that sent several \((\d+) network/.exec(text) ?? [])[1],
        onThePage: page.entries.length + page.groups.reduce((sum, group) => sum + group.count, 0),
        summaryHtmlKb: Math.round(Buffer.byteLength(message.html as string) / 102.4) / 10,
        alertEntries: alertEntries().length,
        mailsToTeamAndApplicants: (await mails()).length - 1,
      };
      expect(realPosition).toBe(0);
      expect(page.entries.length + page.groups.reduce((sum, group) => sum + group.count, 0)).toBe(
        held,
      );
    },
    600_000,
  );

  it('one photo for every application: 300 applications naming one upload, from 300 networks', async () => {
    const photo = nextPhoto();
    const result = await flood(
      many(300, (index) => ({
        id: idOf('OnePhoto', index),
        record: forged(index, photo),
        client: `2001:db8:${index.toString(16)}::1`,
      })),
      at(1),
    );
    figures['one photo'] = { accepted: result.accepted, refused: result.refused };
    expect(result.accepted).toBe(1);
  }, 600_000);

  it('alerts: a flood of 300 from one network', async () => {
    await flood(
      many(300, (index) => ({
        id: idOf('OneNet', index),
        record: forged(index),
        client: '203.0.113.9',
      })),
      at(1),
    );
    figures['alerts for 300 from one network'] = {
      held: (await db.collection('applications').where('status', '==', 'held').get()).size,
      alertEntries: alertEntries().length,
    };
  }, 600_000);

  it('X-Forwarded-For with the client last: one machine, a new header on each of 300 calls', async () => {
    // The front end appends only the client; a browser's call (no header of its own) comes first.
    const calls = [
      { id: 'Browser0000000000001', record: forged(0), client: '', forwardedFor: '203.0.113.7' },
      ...many(300, (index) => ({
        id: idOf('Spoof', index),
        record: forged(index + 1),
        client: '',
        forwardedFor: `10.${index >> 8}.${index & 255}.1, 203.0.113.7`,
      })),
    ];
    const result = await flood(calls, at(1));
    const keys = new Set(
      (await db.collection('applications').get()).docs.map((document) =>
        document.get('source.key'),
      ),
    );
    figures['X-Forwarded-For, client last'] = {
      sources: keys.size,
      outcomes: result.outcomes,
      layoutAlerts: logged.filter((entry) => entry.alert === 'forwarded-for-layout').length,
    };
  }, 600_000);

  it('the newsletter: 12 sign-ups at the start of each hour from 4 sources, for 6 hours', async () => {
    const intake = await import('../src/newsletter-intake.js');
    const stores = await import('../src/intake-firestore.js');
    const signUp = async (email: string, client: string, when: Date) => {
      const { id } = await intake.receiveSignUp(
        stores.firestoreSignUps(db),
        { email, language: 'en' },
        {
          forwardedFor: `${client}, 35.191.0.1`,
          socketAddress: undefined,
          appCheck: 'missing',
          now: when,
        },
      );
      return (await newsletter.processSignUp(db, id, { now: when })).outcome;
    };
    const readers: string[] = [];
    for (let hour = 0; hour < 6; hour += 1) {
      const start = at(hour * 60 - 10);
      await newsletter.sendWithheldSignUps(db, { now: new Date(start.getTime() + MINUTE) });
      for (let index = 0; index < 12; index += 1) {
        await signUp(
          `flood${hour}-${index}@attacker.example`,
          `198.51.100.${(index % 4) + 1}`,
          new Date(start.getTime() + 2 * MINUTE),
        );
      }
      readers.push(
        await signUp(
          `reader${hour}@example.org`,
          `203.0.113.${hour + 1}`,
          new Date(start.getTime() + 20 * MINUTE),
        ),
      );
    }
    await newsletter.sendWithheldSignUps(db, { now: at(6 * 60 - 9) });
    const sent = (await mails()).map((mail) => mail.get('to')[0] as string);
    figures.newsletter = {
      readersAtOnce: readers,
      readersMailed: sent.filter((to) => to.startsWith('reader')).length,
      attackerMails: sent.filter((to) => to.endsWith('@attacker.example')).length,
    };
  }, 600_000);
});
