// @vitest-environment node
/**
 * The newsletter's security rules (firestore.rules, the newsletter block) against a real Firestore
 * emulator: the sign-up the site writes, the requests the confirm and unsubscribe pages write, and
 * the function's own collections, which no browser can touch.
 *
 * Run with `npm run test:rules -- tests/rules/newsletter.rules.test.ts`. Decision records:
 * docs/decisions/0021-newsletter-one-per-address.md, 0057-newsletter-double-opt-in.md.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { createHash } from 'node:crypto';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  NEWSLETTER_COLLECTION as NEWSLETTER,
  NEWSLETTER_REQUESTS_COLLECTION as REQUESTS,
  NEWSLETTER_TOKENS_COLLECTION as TOKENS,
  newsletterRequestId,
} from '../../src/features/newsletter/newsletter-records';
import { normaliseEmail, subscriptionId } from '../../src/features/newsletter/subscription-id';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';

const { visitorDb, seed } = firestoreRulesEnvironment();

const DAY = 24 * 60 * 60 * 1000;
const READER = 'reader@example.org';
/** The function's per-hour counters (functions/src/config.ts). */
const HOURS = 'newsletterHours';

function createIn(collectionName: string, data: Data, id: string = newDocumentId()) {
  return setDoc(doc(visitorDb(), collectionName, id), data);
}

/** A sign-up as the site writes it, with `data` in place of its address and language. */
async function subscribe(
  email: string,
  id?: string,
  data: Data = { email, language: 'en' },
): Promise<void> {
  const documentId = id ?? (await subscriptionId(email));
  await createIn(NEWSLETTER, { ...data, createdAt: serverTimestamp() }, documentId);
}

const hexToken = (seedText: string) => createHash('sha256').update(seedText).digest('hex');
const fromNow = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

describe('newsletterSubscriptions: no browser can sign up any more (the callable does: decision 0061)', () => {
  it('refuses the site’s own well-formed sign-up, in either language', async () => {
    await assertFails(subscribe(READER));
    await assertFails(subscribe(READER, undefined, { email: READER, language: 'es' }));
  });

  it('refuses an address with non-ASCII letters hashed as the site hashes it', async () => {
    await assertFails(subscribe(normaliseEmail('Élodie@Exemple.fr')));
  });

  it('refuses one that claims the function’s own fields', async () => {
    await assertFails(
      subscribe(READER, undefined, {
        email: READER,
        language: 'en',
        source: { key: 'a'.repeat(32), appCheck: 'verified' },
        status: 'confirmed',
      }),
    );
  });

  it('refuses a flood of third parties’ addresses written at once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        assertFails(subscribe(`victim${index}@example.net`)),
      ),
    );
  });
});

/** A sign-up as the function leaves it. */
function handledSignUp(status: 'pending' | 'confirmed', expireAt: Timestamp | null): Data {
  return {
    email: READER,
    language: 'en',
    createdAt: Timestamp.fromMillis(Date.now() - 8 * DAY),
    status,
    token: hexToken('reader'),
    ...(expireAt ? { expireAt } : {}),
  };
}

describe.each([
  [
    'just written by the site',
    () => ({ email: READER, language: 'en', createdAt: Timestamp.now() }),
  ],
  ['pending confirmation', () => handledSignUp('pending', fromNow(7 * DAY))],
  ['confirmed', () => handledSignUp('confirmed', null)],
])('a sign-up %s', (_label, stored) => {
  let id: string;

  beforeEach(async () => {
    id = await subscriptionId(READER);
    await seed(NEWSLETTER, id, stored());
  });

  it('cannot be read (get), not even by someone who knows the address and its hash', async () => {
    await assertFails(getDoc(doc(visitorDb(), NEWSLETTER, id)));
  });

  it('cannot be listed', async () => {
    await assertFails(getDocs(collection(visitorDb(), NEWSLETTER)));
  });

  it('cannot be found by a query on the address', async () => {
    await assertFails(
      getDocs(query(collection(visitorDb(), NEWSLETTER), where('email', '==', READER))),
    );
  });

  it('cannot be found by a collection group query', async () => {
    await assertFails(getDocs(collectionGroup(visitorDb(), NEWSLETTER)));
  });

  it('cannot be updated', async () => {
    await assertFails(updateDoc(doc(visitorDb(), NEWSLETTER, id), { email: 'other@example.org' }));
    await assertFails(updateDoc(doc(visitorDb(), NEWSLETTER, id), { status: 'confirmed' }));
  });

  it('cannot be overwritten, not even with the same sign-up', async () => {
    await assertFails(subscribe(READER));
  });

  it('cannot be deleted', async () => {
    await assertFails(deleteDoc(doc(visitorDb(), NEWSLETTER, id)));
  });
});

describe('a sign-up that expired unconfirmed (the TTL policy has not deleted it yet)', () => {
  let id: string;

  beforeEach(async () => {
    id = await subscriptionId(READER);
    await seed(NEWSLETTER, id, handledSignUp('pending', fromNow(-60_000)));
  });

  it('can no longer be made anew by the site’s sign-up (the callable replaces it)', async () => {
    await assertFails(subscribe(READER, undefined, { email: READER, language: 'es' }));
    await assertFails(subscribe(READER));
  });

  it('cannot be changed in any other way either', async () => {
    await assertFails(updateDoc(doc(visitorDb(), NEWSLETTER, id), { status: 'confirmed' }));
    await assertFails(updateDoc(doc(visitorDb(), NEWSLETTER, id), { expireAt: fromNow(7 * DAY) }));
  });

  it('still cannot be read or deleted', async () => {
    await assertFails(getDoc(doc(visitorDb(), NEWSLETTER, id)));
    await assertFails(deleteDoc(doc(visitorDb(), NEWSLETTER, id)));
  });
});

describe('newsletterTokens and the hourly counters: the function’s alone', () => {
  const token = hexToken('reader');

  beforeEach(async () => {
    await seed(TOKENS, token, {
      subscriptionId: await subscriptionId(READER),
      confirmBy: fromNow(7 * DAY),
      expireAt: fromNow(7 * DAY),
    });
    await seed(HOURS, '2026-03-02T15', { sent: 3, overCapAlerted: false });
  });

  it('a token cannot be read by its id, listed or queried', async () => {
    await assertFails(getDoc(doc(visitorDb(), TOKENS, token)));
    await assertFails(getDocs(collection(visitorDb(), TOKENS)));
    await assertFails(
      getDocs(query(collection(visitorDb(), TOKENS), where('subscriptionId', '!=', ''))),
    );
  });

  it('a token cannot be created, changed or deleted', async () => {
    const data = { subscriptionId: 'x', confirmBy: fromNow(DAY), expireAt: fromNow(DAY) };
    await assertFails(createIn(TOKENS, data, hexToken('mine')));
    await assertFails(updateDoc(doc(visitorDb(), TOKENS, token), { confirmBy: fromNow(99 * DAY) }));
    await assertFails(deleteDoc(doc(visitorDb(), TOKENS, token)));
  });

  it('a counter cannot be read, listed, reset or created', async () => {
    await assertFails(getDoc(doc(visitorDb(), HOURS, '2026-03-02T15')));
    await assertFails(getDocs(collection(visitorDb(), HOURS)));
    await assertFails(updateDoc(doc(visitorDb(), HOURS, '2026-03-02T15'), { sent: 0 }));
    await assertFails(createIn(HOURS, { sent: 0 }, '2026-03-02T16'));
  });
});

describe('newsletterRequests: a press of a link’s button', () => {
  const token = hexToken('reader');
  const request = (action: 'confirm' | 'unsubscribe', forToken = token, data?: Data) =>
    createIn(
      REQUESTS,
      data ?? { createdAt: serverTimestamp() },
      newsletterRequestId(action, forToken),
    );
  const seedToken = async (confirmBy: Timestamp) =>
    seed(TOKENS, token, {
      subscriptionId: await subscriptionId(READER),
      confirmBy,
      expireAt: confirmBy,
    });

  describe('for a token that exists and has not expired', () => {
    beforeEach(() => seedToken(fromNow(7 * DAY)));

    it.each(['confirm', 'unsubscribe'] as const)(
      'accepts `%s-{token}` holding the server’s time only, as the page writes it',
      async (action) => {
        await assertSucceeds(request(action));
      },
    );

    it('refuses a request with an extra field', async () => {
      for (const [key, value] of [
        ['email', READER],
        ['status', 'confirmed'],
        ['confirmBy', fromNow(99 * DAY)],
        ['token', token],
      ] as const) {
        await assertFails(
          request('confirm', token, { createdAt: serverTimestamp(), [key]: value }),
        );
      }
    });

    it('refuses a request without its createdAt, or with the client’s clock', async () => {
      await assertFails(request('confirm', token, {}));
      await assertFails(request('confirm', token, { createdAt: Timestamp.now() }));
      await assertFails(request('unsubscribe', token, { createdAt: new Date() }));
    });

    it.each([
      ['another action', () => `delete-${token}`],
      ['no action', () => token],
      ['the token in upper case', () => `confirm-${token.toUpperCase()}`],
      ['a shortened token', () => `confirm-${token.slice(0, 63)}`],
      ['something after the token', () => `confirm-${token}-x`],
      ['an auto id', () => newDocumentId()],
    ])('refuses a request whose id has %s', async (_label, id) => {
      await assertFails(createIn(REQUESTS, { createdAt: serverTimestamp() }, id()));
    });

    it('refuses a second request for the same link while the first one waits for the function', async () => {
      await assertSucceeds(request('confirm'));
      await assertFails(request('confirm'));
    });

    it('cannot read, list, update or delete a request', async () => {
      await assertSucceeds(request('unsubscribe'));
      const written = doc(visitorDb(), REQUESTS, newsletterRequestId('unsubscribe', token));
      await assertFails(getDoc(written));
      await assertFails(getDocs(collection(visitorDb(), REQUESTS)));
      await assertFails(updateDoc(written, { createdAt: serverTimestamp() }));
      await assertFails(deleteDoc(written));
    });
  });

  it.each(['confirm', 'unsubscribe'] as const)(
    'refuses `%s` for a token that does not exist',
    async (action) => {
      await seedToken(fromNow(7 * DAY));
      await assertFails(request(action, hexToken('unknown')));
    },
  );

  it('refuses to confirm once the token’s confirmBy has passed', async () => {
    await seedToken(fromNow(-60_000));
    await assertFails(request('confirm'));
  });

  it('still lets a confirmed address unsubscribe after confirmBy (its token is kept)', async () => {
    await seedToken(fromNow(-30 * DAY));
    await assertSucceeds(request('unsubscribe'));
  });
});

describe('everything else of the newsletter', () => {
  it('refuses a write to a subcollection under a sign-up, a token or a request', async () => {
    const parent = await subscriptionId(READER);
    for (const path of [
      [NEWSLETTER, parent, 'notes', newDocumentId()],
      [TOKENS, hexToken('x'), 'notes', newDocumentId()],
      [REQUESTS, newsletterRequestId('confirm', hexToken('x')), 'notes', newDocumentId()],
    ] as const) {
      await assertFails(setDoc(doc(visitorDb(), path.join('/')), { createdAt: serverTimestamp() }));
    }
  });
});
