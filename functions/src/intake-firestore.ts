/**
 * The callables' store in Firestore, with the Admin SDK (the rules no longer let a browser write an
 * application, its receipt or a newsletter sign-up: docs/decisions/0061-a-flood-cannot-hold-real-applicants.md).
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  APPLICATIONS_COLLECTION,
  RECEIPTS_COLLECTION,
} from '../../src/features/job-application/rules/application-record';
import {
  BOOKKEEPING_DAYS,
  EXPIRE_FIELD,
  PHOTO_CLAIMS_COLLECTION,
  SOURCE_SALTS_COLLECTION,
} from './config.js';
import type { IntakeStore } from './intake.js';
import { NEWSLETTER_COLLECTION } from '../../src/features/newsletter/newsletter-records';
import { signUpStands, type SignUpStore } from './newsletter-intake.js';
import { runTransaction } from './transaction.js';

const DAY = 24 * 60 * 60 * 1000;

/** The salts this instance has read, by day: one read a day per instance, not one per call. */
const knownSalts = new Map<string, string>();

/**
 * The salt of a UTC day: 32 random bytes made by whichever call comes first that day and kept in
 * Firestore (so every instance uses the same), deleted by the TTL policy two days after the day.
 * Made with a create, which only one call can win: the others read the winner's. (A transaction
 * here made every call of a burst contend for one document, and some of them failed.)
 */
export async function daySalt(db: Firestore, day: string): Promise<string> {
  const known = knownSalts.get(day);
  if (known) return known;
  const ref = db.collection(SOURCE_SALTS_COLLECTION).doc(day);
  const stored = async () => {
    const salt = (await ref.get()).get('salt') as unknown;
    return typeof salt === 'string' && salt !== '' ? salt : null;
  };
  let salt = await stored();
  if (!salt) {
    const made = randomBytes(32).toString('hex');
    try {
      await ref.create({
        salt: made,
        [EXPIRE_FIELD]: Timestamp.fromMillis(
          Date.parse(`${day}T00:00:00Z`) + (1 + BOOKKEEPING_DAYS) * DAY,
        ),
      });
      salt = made;
    } catch (error) {
      // Another call made it first (ALREADY_EXISTS): use that one.
      salt = await stored();
      if (!salt) throw error;
    }
  }
  knownSalts.clear();
  knownSalts.set(day, salt);
  return salt;
}

export function firestoreIntake(db: Firestore): IntakeStore {
  return {
    salt: (day) => daySalt(db, day),
    async createOnce(id, application, digest, photos = []) {
      const applicationRef = db.collection(APPLICATIONS_COLLECTION).doc(id);
      const receiptRef = db.collection(RECEIPTS_COLLECTION).doc(id);
      const claimRefs = photos.map((photo) =>
        db.collection(PHOTO_CLAIMS_COLLECTION).doc(photo.key),
      );
      return runTransaction(db, async (transaction) => {
        const [existing, receipt, ...claims] = await Promise.all([
          transaction.get(applicationRef),
          transaction.get(receiptRef),
          ...claimRefs.map((ref) => transaction.get(ref)),
        ]);
        if (existing.exists || receipt.exists) {
          const stored = receipt.get('digest') as unknown;
          return { created: false as const, digest: typeof stored === 'string' ? stored : null };
        }
        for (const [index, claim] of claims.entries()) {
          const holder = claim.get('applicationId') as unknown;
          const photo = photos[index]!;
          if (typeof holder === 'string' && holder !== id && holder !== photo.updates) {
            return { created: false as const, photo: 'taken' as const, field: photo.field };
          }
        }
        const createdAt = FieldValue.serverTimestamp();
        transaction.create(applicationRef, { ...application, createdAt });
        transaction.create(receiptRef, { digest, createdAt });
        // Kept past the photo's age limit (photo.ts): by then no new application may name it.
        for (const ref of claimRefs) {
          transaction.set(ref, {
            applicationId: id,
            createdAt,
            [EXPIRE_FIELD]: Timestamp.fromMillis(Date.now() + BOOKKEEPING_DAYS * DAY),
          });
        }
        return { created: true as const };
      });
    },
  };
}

export function firestoreSignUps(db: Firestore): SignUpStore {
  return {
    salt: (day) => daySalt(db, day),
    async writeUnlessStanding(id, signUp, now) {
      const ref = db.collection(NEWSLETTER_COLLECTION).doc(id);
      return runTransaction(db, async (transaction) => {
        const existing = await transaction.get(ref);
        if (existing.exists) {
          const expireAt = existing.get('expireAt') as unknown;
          const stands = signUpStands(
            {
              status: existing.get('status'),
              token: existing.get('token'),
              expireAt: expireAt instanceof Timestamp ? expireAt.toDate() : null,
            },
            now,
          );
          if (stands) return false;
        }
        // A whole new sign-up: the function handles it as new (a new token, a new mail id).
        transaction.set(ref, { ...signUp, createdAt: FieldValue.serverTimestamp() });
        return true;
      });
    },
  };
}
