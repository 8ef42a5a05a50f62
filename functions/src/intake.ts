/**
 * What the callable `submitApplication` does with what a browser sends
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md), over a small store so that the
 * deployed function (intake-firestore.ts, Admin SDK) and the browser tests' stand-in
 * (tests/e2e/support/firebase-standin.ts, documents in memory) run the very same code.
 *
 * The browser sends `{ id, record, digest }`: the application's 20-character id, the record as
 * `application-record.ts` defines it, and the receipt's digest (docs/decisions/0030). They are checked
 * (a refusal names field paths only, never a value), then written in one atomic step:
 * `applications/{id}` = the record, `createdAt` (server time) and the function's own `source`
 * (the caller's network as a salted key, and whether a valid App Check token came with it), and
 * `applicationReceipts/{id}` = `{ digest, createdAt }`. Idempotent: the same id with the same digest
 * again is answered as a success (a retry whose first answer was lost), the same id with another
 * digest is refused with `already-exists` (the browser then reads the receipt, as before). A photo
 * another application named first is refused with `invalid-argument` (`PhotoClaim`).
 */
import { createHash } from 'node:crypto';
import {
  parseApplicationRecord,
  toStoredRecord,
} from '../../src/features/job-application/rules/application-record';
import { clientNetwork, dayOf, sourceKey } from './source.js';

/** The callable's name, in us-central1: the site's own constant (the site calls it by this name). */
export { SUBMIT_APPLICATION } from '../../src/features/job-application/sending/callables';

export const ID_PATTERN = /^[A-Za-z0-9]{20}$/;
export const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

/**
 * What the App Check token of the call says: `verified` (a valid token, used for the first time),
 * `missing` (none, or one that did not verify while App Check is not enforced), `replayed` (a
 * limited-use token that was used before: refused).
 */
export type AppCheckVerdict = 'verified' | 'missing' | 'replayed';

/** What the function adds to an application: where it came from. */
export interface ApplicationSource {
  /** The caller's network as a salted key (source.ts); `unknown` when it could not be told. */
  key: string;
  /** Whether the call carried a valid App Check token. */
  appCheck: 'verified' | 'missing';
}

export interface CallerInfo {
  forwardedFor: string | readonly string[] | undefined;
  socketAddress: string | undefined;
  appCheck: AppCheckVerdict;
  /** Which X-Forwarded-For entry, counted from the end, is the client's (source.ts). */
  clientAddressFromEnd?: number;
  now?: Date;
}

/** The documents the callable writes and reads; `createdAt` is the store's server time. */
export interface IntakeStore {
  /** The day's salt for source keys (made once per UTC day, then the same for everyone). */
  salt(day: string): Promise<string>;
  /**
   * Creates `applications/{id}` (with `createdAt`) and `applicationReceipts/{id}` = `{ digest,
   * createdAt }` atomically, unless the application exists: then nothing is written and the stored
   * receipt's digest (or null) is returned.
   */
  createOnce(
    id: string,
    application: Record<string, unknown>,
    digest: string,
    photos?: readonly PhotoClaim[],
  ): Promise<
    | { created: true }
    | { created: false; digest: string | null }
    | { created: false; photo: 'taken'; field: string }
  >;
}

/**
 * A photo belongs to one application (docs/decisions/0070-every-held-application-reaches-a-person.md):
 * the first application that names an uploaded photo claims it (`applicationPhotos/{key}`), in the
 * same atomic step that creates it. Another application naming it is refused, unless it is the update
 * of the application holding the claim (`updates` names it: the device that sent that one re-sends its
 * photo with changed answers), which then takes the claim over.
 */
export interface PhotoClaim {
  /** The claim's id: SHA-256 of the photo's path (no path is stored as an id). */
  key: string;
  /** The file question it answers (the refusal names its field). */
  field: string;
  /** The application this one updates (its `updates`), which may hold the claim. */
  updates: string | null;
}

/** The id of a photo's claim: SHA-256 of its storage path, hex. */
export const photoClaimKey = (path: string) =>
  createHash('sha256').update(path, 'utf8').digest('hex');

export type RefusalCode = 'invalid-argument' | 'already-exists' | 'permission-denied';

/** A refusal the callable answers with (HttpsError of that code, its message as is). */
export class IntakeRefusal extends Error {
  override readonly name = 'IntakeRefusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export interface IntakeResult {
  id: string;
  /** `received`: written now; `already-received`: the same answers were written before. */
  outcome: 'received' | 'already-received';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of a call's data, as field paths (never values). */
export function callProblems(data: unknown): string[] {
  if (!isObject(data)) return ['data'];
  const problems = Object.keys(data)
    .filter((key) => !['id', 'record', 'digest'].includes(key))
    .map((key) => key);
  if (typeof data.id !== 'string' || !ID_PATTERN.test(data.id)) problems.push('id');
  if (typeof data.digest !== 'string' || !DIGEST_PATTERN.test(data.digest)) problems.push('digest');
  if (!isObject(data.record)) problems.push('record');
  else {
    const parsed = parseApplicationRecord(data.record);
    if (!parsed.ok) problems.push(...parsed.problems.map((path) => `record.${path}`));
  }
  return problems;
}

/** Checks and stores one application (see the module's comment). */
export async function receiveApplication(
  store: IntakeStore,
  data: unknown,
  caller: CallerInfo,
): Promise<IntakeResult> {
  if (caller.appCheck === 'replayed') {
    throw new IntakeRefusal(
      'permission-denied',
      'This App Check token was used before; each call needs a new one.',
    );
  }
  const problems = callProblems(data);
  if (problems.length > 0) {
    throw new IntakeRefusal('invalid-argument', `Invalid application: ${problems.join(', ')}`);
  }
  const { id, record, digest } = data as { id: string; record: object; digest: string };
  const parsed = parseApplicationRecord(record);
  if (!parsed.ok) throw new IntakeRefusal('invalid-argument', 'Invalid application: record');
  // Exactly the record's keys, in the record's order; a question its page did not ask stays absent.
  const application = toStoredRecord(parsed);
  const now = caller.now ?? new Date();
  const network = clientNetwork(
    caller.forwardedFor,
    caller.socketAddress,
    caller.clientAddressFromEnd,
  );
  const source: ApplicationSource = {
    key: sourceKey(network, await store.salt(dayOf(now))),
    appCheck: caller.appCheck === 'verified' ? 'verified' : 'missing',
  };
  const claims = Object.entries(parsed.record.files).map(([field, path]) => ({
    key: photoClaimKey(path),
    field,
    updates: parsed.record.updates,
  }));
  const written = await store.createOnce(id, { ...application, source }, digest, claims);
  if (written.created) return { id, outcome: 'received' };
  if ('photo' in written) {
    // Another application sent this photo first: one upload cannot serve a flood.
    throw new IntakeRefusal(
      'invalid-argument',
      `Invalid application: record.files.${written.field}`,
    );
  }
  if (written.digest === digest) return { id, outcome: 'already-received' };
  throw new IntakeRefusal(
    'already-exists',
    'Another version of this application was received under this id.',
  );
}
