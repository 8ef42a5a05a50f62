/**
 * The held page's callable, `heldApplications` (docs/decisions/0070-every-held-application-reaches-a-person.md):
 * what the page /team/held asks, with the token of the link that opened it. Like the team's other
 * links (team-actions.ts), the token is checked first (shape, HMAC signature in constant time,
 * expiry) and a link that is not genuine is refused with `permission-denied` before anything is read.
 *
 * - A list link (`h1.{hour}…`): `{ token }` → every application held in that UTC hour and still held,
 *   in the summary's order (held-summary.ts `arrangeHeld`), each with its "Send it to the inbox now"
 *   link, and each network's group with its two links. It reads; it changes nothing.
 * - A network's link (`g1.{release|discard}.{hour}.{source}…`): `{ token, action }`, the press of the
 *   page's one button, `action` being the token's. Every application that network had held in that
 *   hour and that is still held is released (status "release", which the application trigger mails
 *   as a person's release always did; never one whose answers break the rules) or discarded
 *   (status "discarded", deleted by the TTL policy `retention.discardedApplicationDays` later, mailed to nobody; a person can
 *   still release one in that time). A second press finds nothing left to do and says so.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import type { HeldEntry, HeldGroupResult, HeldListResult } from '../../src/lib/action-links';
import { describeHoldReason, isReleasable } from './alert-mail.js';
import { retention } from '../../src/content/retention';
import { EXPIRE_FIELD } from './config.js';
import { arrangeHeld, groupReasons, readHeld, shown, summaryLinks } from './held-summary.js';
import { isUsableSecret, verifyHeldGroupLink, verifyHeldListLink } from './links.js';
import {
  INVALID_TEAM_LINK,
  linkFingerprint,
  TeamLinkRefusal,
  teamRecordOf,
} from './team-actions.js';
import { withDates } from './team-actions-firestore.js';
import { runTransaction } from './transaction.js';

const DAY = 24 * 60 * 60 * 1000;
/** Applications changed per transaction by a network's release or discard. */
const CHUNK = 100;

export interface HeldCallOptions {
  secret: string | null;
  now?: Date;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hourStart = (hour: string) => new Date(`${hour}:00:00Z`);

/** Answers the held page (see the module's comment). */
export async function answerHeldCall(
  db: Firestore,
  data: unknown,
  options: HeldCallOptions,
): Promise<HeldListResult | HeldGroupResult> {
  const now = options.now ?? new Date();
  const { secret } = options;
  if (!isUsableSecret(secret)) {
    throw new TeamLinkRefusal('unavailable', 'Team links are not set up on this server.');
  }
  const given = isObject(data) ? data : {};
  const token = given.token;
  const list = verifyHeldListLink(secret, token, now);
  const group = list.ok || list.why === 'expired' ? null : verifyHeldGroupLink(secret, token, now);
  if (group && !group.ok && group.why === 'invalid') {
    throw new TeamLinkRefusal('permission-denied', INVALID_TEAM_LINK);
  }
  const allowed = group ? ['token', 'action'] : ['token'];
  if (Object.keys(given).some((key) => !allowed.includes(key))) {
    throw new TeamLinkRefusal('invalid-argument', 'Unexpected fields.');
  }
  if (!group) {
    if (!list.ok) return { outcome: 'expired' };
    return listHeld(db, list.claims.hour, secret, now);
  }
  if (!group.ok) return { outcome: 'expired' };
  const { action, hour, source } = group.claims;
  // A page that asks for the other action than its link's does nothing.
  if (given.action !== action) throw new TeamLinkRefusal('permission-denied', INVALID_TEAM_LINK);
  const count = await actOnSource(db, {
    action,
    hour,
    source,
    now,
    link: linkFingerprint(token as string),
  });
  logger.info('Held applications of one network handled', {
    event: 'held-group',
    action,
    hour,
    source,
    count,
  });
  return count > 0
    ? { outcome: 'done', action, hour, count }
    : { outcome: 'nothing-left', action, hour };
}

async function listHeld(
  db: Firestore,
  hour: string,
  secret: string,
  now: Date,
): Promise<HeldListResult> {
  const arranged = arrangeHeld(await readHeld(db, hourStart(hour)));
  const links = summaryLinks(secret, hour, now);
  const entryOf = (record: (typeof arranged.records)[number]): HeldEntry => ({
    reference: record.reference,
    heldAt: record.heldAt.toISOString(),
    why: record.reasons.map(describeHoldReason).join('; '),
    name: shown(record.name),
    location: shown(record.location),
    signals: {
      verified: record.verified,
      ownPhoto: record.ownPhoto,
      aloneFromSource: record.aloneFromSource,
    },
    releasable: isReleasable(record.reasons),
    releaseUrl: isReleasable(record.reasons) ? links.release(record.reference) : null,
  });
  return {
    outcome: 'list',
    hour,
    entries: arranged.records.map(entryOf),
    groups: arranged.groups.map((held) => ({
      count: held.records.length,
      why: groupReasons(held),
      names: held.records.slice(0, 3).map((record) => shown(record.name)),
      releaseUrl: links.group('release', held.source),
      discardUrl: links.group('discard', held.source),
    })),
  };
}

/** Releases or discards what `source` had held in `hour` and is still held; resolves to how many. */
async function actOnSource(
  db: Firestore,
  {
    action,
    hour,
    source,
    now,
    link,
  }: { action: 'release' | 'discard'; hour: string; source: string; now: Date; link: string },
): Promise<number> {
  const start = hourStart(hour);
  const candidates = (await readHeld(db, start)).filter(
    (record) => record.source === source && (action === 'discard' || isReleasable(record.reasons)),
  );
  const applications = db.collection(APPLICATIONS_COLLECTION);
  let changed = 0;
  for (let from = 0; from < candidates.length; from += CHUNK) {
    const refs = candidates
      .slice(from, from + CHUNK)
      .map((record) => applications.doc(record.reference));
    changed += await runTransaction(db, async (transaction) => {
      const fresh = await transaction.getAll(...refs);
      let count = 0;
      for (const snapshot of fresh) {
        // Released, discarded or deleted since it was listed: left as it is.
        if (!snapshot.exists || snapshot.get('status') !== 'held') continue;
        if (action === 'release') {
          const team = teamRecordOf(withDates(snapshot.get('team')));
          transaction.update(snapshot.ref, {
            status: 'release',
            team: {
              ...team,
              releasedAt: now,
              actions: [
                ...team.actions,
                { action: 'release', at: now, via: 'held-summary', link, reason: null, mail: null },
              ],
            },
          });
        } else {
          transaction.update(snapshot.ref, {
            status: 'discarded',
            'handling.discarded': { at: Timestamp.fromDate(now), link },
            [EXPIRE_FIELD]: Timestamp.fromMillis(
              now.getTime() + retention.discardedApplicationDays * DAY,
            ),
          });
        }
        count += 1;
      }
      return count;
    });
  }
  return changed;
}
