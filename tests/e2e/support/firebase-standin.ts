/**
 * A small HTTP stand-in for the Firestore and Cloud Storage emulators (which need Java 21, absent
 * here). It answers exactly the REST calls the web SDK makes for this app and records them:
 *
 * Storage (firebase/storage, `/v0`):
 *   POST /v0/b/{bucket}/o?name={path}   X-Goog-Upload-Protocol: multipart   (blobs ≤ 256 KiB)
 *   POST /v0/b/{bucket}/o?name={path}   X-Goog-Upload-Protocol: resumable, X-Goog-Upload-Command: start
 *   POST {X-Goog-Upload-URL}            X-Goog-Upload-Command: upload | upload, finalize | finalize | query
 *   GET  /v0/b/{bucket}/o/{encodedPath}            → object resource JSON with downloadTokens
 *   GET  /v0/b/{bucket}/o/{encodedPath}?alt=media  → the bytes
 * Firestore (firebase/firestore/lite, `/v1`):
 *   POST /v1/projects/{project}/databases/{database}/documents:commit
 *        body { writes: [{ update: { name, fields }, updateTransforms?: [{ fieldPath, setToServerValue }] }] }
 *   with create-only rules: writing a document name that was already written answers 403. A commit of
 *   several writes (a batch) is atomic: all of them are stored, or none.
 *   POST /v1/projects/{project}/databases/{database}/documents:batchGet   body { documents: [name] }
 *        → [{ found: { name, fields, createTime, updateTime }, readTime } | { missing, readTime }]
 *   as firestore.rules allow: only documents of `applicationReceipts` can be read (others answer 403).
 * The product's callables (firebase/functions; functions/src/index.ts), on the same port as Firestore:
 *   POST /{project}/us-central1/submitApplication   body { data: { id, record, digest } }
 *        → { result: { id, outcome } } | { error: { status, message } } with the HTTP status
 *   POST /{project}/us-central1/subscribeNewsletter   body { data: { email, language } }
 *   answered by the function's own code (functions/src/intake.ts, newsletter-intake.ts) over these
 *   documents, so what the site sends is checked and stored exactly as the deployed function does;
 *   each call is recorded (`calls`), and what it stores is recorded as a commit of those documents
 *   (an application and its receipt, with the record as the browser sent it; a sign-up's address
 *   and language). A sign-up here is never mailed, so a second one of the address is refused.
 *   POST /{project}/us-central1/teamAction          body { data: { action, token, reason? } }
 *   POST /{project}/us-central1/applicationStatus   body { data: { token } }
 *   answered by the function's own code (functions/src/team-actions.ts, with the emulator's fixed
 *   link secret, functions/src/links.ts) over the server's documents (`server`: what the functions
 *   keep and browsers never read; a test seeds an application or a status record there with
 *   `seedServer`, and reads what the action wrote: the application's `team`, the status's dates,
 *   the applicant's mail in `mail/…`).
 *
 * With `firestorePort: null` it answers Storage only (and 404 to Firestore requests): the emulator
 * end-to-end test uses that next to a real Firestore emulator when the Storage emulator cannot run.
 *
 * Listens on 127.0.0.1 only, answers CORS for any origin. No dependencies beyond node:*.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IntakeRefusal,
  receiveApplication,
  SUBMIT_APPLICATION,
  type IntakeStore,
} from '../../../functions/src/intake';
import {
  receiveSignUp,
  signUpStands,
  SUBSCRIBE_NEWSLETTER,
  type SignUpStore,
} from '../../../functions/src/newsletter-intake';
import { EMULATOR_LINK_SECRET } from '../../../functions/src/links';
import {
  applyTeamAction,
  readApplicationStatus,
  TeamLinkRefusal,
  type StatusStore,
  type StoredData,
  type TeamStore,
  type TeamTransaction,
} from '../../../functions/src/team-actions';
import { APPLICATION_STATUS_CALLABLE, TEAM_ACTION_CALLABLE } from '../../../src/lib/action-links';

export interface RecordedUpload {
  bucket: string;
  path: string;
  contentType: string | undefined;
  size: number;
  bytes: Buffer;
  /** When the object was stored (the object's `timeCreated`). */
  created: Date;
}
/** A call of one of the product's callables, as received. */
export interface RecordedCall {
  name: string;
  data: unknown;
  /** The X-Forwarded-For header as received, and the socket's address. */
  forwardedFor: string | undefined;
  socketAddress: string | undefined;
  /** Whether an App Check token came with it (`X-Firebase-AppCheck`). */
  appCheckToken: boolean;
  /** HTTP status of the answer. */
  status: number;
}
export interface RecordedCommit {
  /** `projects/{project}/databases/{database}` */
  database: string;
  documents: {
    /** Full resource name, `projects/…/documents/{collection}/{id}`. */
    name: string;
    collection: string;
    id: string;
    /** Decoded with decodeFirestoreFields. */
    fields: Record<string, unknown>;
    /** Field paths set to the server's request time. */
    serverTimestampFields: string[];
    /** The `fields` map exactly as sent. */
    rawFields: Record<string, unknown>;
  }[];
}
/**
 * `{ status }` answers with that error instead of the normal answer; `{ delayMs }` answers normally
 * after a delay. With `afterApplying: true` (commits only) the documents are written first: then
 * `{ status }` answers with the error, like a response lost on the way back, and `{ delayMs }` holds
 * the answer that long, like a connection that hangs after the server did the work.
 */
export type Fault =
  | { status: number; body?: unknown; delayMs?: number; afterApplying?: boolean }
  | { delayMs: number; afterApplying?: boolean };
/** `commit` is a Firestore commit or a call of a callable (the site's writes). */
export type FaultKind = 'upload' | 'commit' | 'read';
/** A document as stored, decoded (server timestamps filled in as ISO strings). */
export interface StoredDocument {
  name: string;
  collection: string;
  id: string;
  fields: Record<string, unknown>;
}
export interface FirebaseStandin {
  uploads: RecordedUpload[];
  commits: RecordedCommit[];
  /** Calls of the callables, in order. */
  calls: RecordedCall[];
  /** Document names asked for by batchGet, in order. */
  reads: string[];
  /** Every document written so far, by collection/id (e.g. `mail/AbC…`). */
  documents: Map<string, StoredDocument>;
  /**
   * The documents only the product's functions read and write (applications as the functions keep
   * them, status records, the mails and counts of the team's actions), by collection/id, with Dates.
   */
  server: Map<string, StoredData>;
  /** Puts a document among the server's (a test's setup: an application mailed, a status record). */
  seedServer(collection: string, id: string, data: StoredData): void;
  /** The ports actually listened on (useful with port 0). */
  readonly firestorePort: number | null;
  readonly storagePort: number;
  /** The port the callables are answered on (Firestore's), or null without Firestore. */
  readonly functionsPort: number | null;
  /** The next request of that kind answers with the fault instead of (or after delaying) the normal answer. Queue: each call adds one. */
  failNext(kind: FaultKind, fault: Fault): void;
  reset(): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'Content-Type',
  'Content-Length',
  'Content-Range',
].join(', ');
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

interface StoredObject {
  upload: RecordedUpload;
  token: string;
  generation: string;
  created: string;
  metadata: Record<string, unknown>;
}
interface UploadSession {
  bucket: string;
  path: string;
  contentType: string | undefined;
  metadata: Record<string, unknown>;
  chunks: Buffer[];
  received: number;
  finalized: boolean;
}
interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

function googleError(
  status: number,
  message: string,
): { error: { code: number; message: string; status: string } } {
  const name = STATUS_NAMES[status] ?? 'UNKNOWN';
  return { error: { code: status, message, status: name } };
}

function faultReply(fault: { status: number; body?: unknown }): Reply {
  if (fault.body !== undefined) return { status: fault.status, body: fault.body };
  const message =
    fault.status === 500
      ? 'Internal error'
      : fault.status === 403
        ? 'PERMISSION_DENIED: Missing or insufficient permissions.'
        : `${STATUS_NAMES[fault.status] ?? 'UNKNOWN'}: injected fault`;
  return { status: fault.status, body: googleError(fault.status, message) };
}

/** Decodes a Firestore REST `fields` map into plain JS values (timestamps stay ISO strings). */
export function decodeFirestoreFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

function decodeValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null)
    throw new Error(`Not a Firestore value: ${String(value)}`);
  const v = value as Record<string, unknown>;
  if ('stringValue' in v) return v.stringValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return v.booleanValue;
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) return v.timestampValue;
  if ('referenceValue' in v) return v.referenceValue;
  if ('bytesValue' in v) return Buffer.from(String(v.bytesValue), 'base64');
  if ('geoPointValue' in v) return v.geoPointValue;
  if ('arrayValue' in v) {
    const values = (v.arrayValue as { values?: unknown[] } | undefined)?.values ?? [];
    return values.map(decodeValue);
  }
  if ('mapValue' in v) {
    return decodeFirestoreFields(
      (v.mapValue as { fields?: Record<string, unknown> } | undefined)?.fields ?? {},
    );
  }
  throw new Error(`Unsupported Firestore value: ${JSON.stringify(value)}`);
}

/** A Firestore REST value for a JSON-like value. */
function encodeValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as object) } };
  throw new Error(`Cannot store ${typeof value}`);
}

/** A Firestore REST `fields` map for a JSON-like object. */
export const encodeFields = (data: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encodeValue(value)]));

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Splits a multipart/related body into parts (headers lower-cased, raw body bytes). */
function parseMultipart(
  body: Buffer,
  boundary: string,
): { headers: Record<string, string>; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const contentStart = start + delimiter.length;
    if (body.subarray(contentStart, contentStart + 2).toString() === '--') break; // closing delimiter
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), contentStart);
    if (next === -1) break;
    const part = body.subarray(contentStart + 2, next); // skip the CRLF after the delimiter
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, Math.max(headerEnd, 0)).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({
      headers,
      body: headerEnd === -1 ? Buffer.alloc(0) : part.subarray(headerEnd + 4),
    });
    start = next + 2;
  }
  return parts;
}

function parseJsonObject(buffer: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(buffer.toString('utf8') || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export async function startFirebaseStandin(
  options: {
    host?: string;
    firestorePort?: number | null;
    storagePort?: number;
    /**
     * The Storage address the browser uses, when its requests reach the stand-in on another port
     * (a test routes them there): resumable upload addresses are given at that one.
     */
    browserStorageHost?: string;
  } = {},
): Promise<FirebaseStandin> {
  if (options.host !== undefined && options.host !== HOST) {
    throw new Error(`The Firebase stand-in listens on ${HOST} only (got ${options.host}).`);
  }
  const uploads: RecordedUpload[] = [];
  const commits: RecordedCommit[] = [];
  const calls: RecordedCall[] = [];
  /** The stand-in's salt for source keys (one a run, as the deployed function has one a day). */
  const salt = randomBytes(16).toString('hex');
  const reads: string[] = [];
  const faults: Record<FaultKind, Fault[]> = { upload: [], commit: [], read: [] };
  const objects = new Map<string, StoredObject>();
  const sessions = new Map<string, UploadSession>();
  /** Stored documents by full resource name, with the raw fields a read returns. */
  const writtenDocuments = new Map<
    string,
    { document: StoredDocument; rawFields: Record<string, unknown>; time: string }
  >();
  const documents = new Map<string, StoredDocument>();
  const server = new Map<string, StoredData>();
  const timers = new Set<NodeJS.Timeout>();

  const delay = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** Applies a queued fault: returns the fault reply, or undefined to answer normally (after any delay). */
  async function takeFault(kind: 'upload' | 'read'): Promise<{ reply: Reply } | undefined> {
    const fault = faults[kind].shift();
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    return 'status' in fault ? { reply: faultReply(fault) } : undefined;
  }

  function objectResource(object: StoredObject): Record<string, unknown> {
    const { upload } = object;
    const resource: Record<string, unknown> = {
      name: upload.path,
      bucket: upload.bucket,
      generation: object.generation,
      metageneration: '1',
      contentType: upload.contentType ?? 'application/octet-stream',
      timeCreated: object.created,
      updated: object.created,
      storageClass: 'STANDARD',
      size: String(upload.size),
      md5Hash: createHash('md5').update(upload.bytes).digest('base64'),
      contentEncoding: 'identity',
      contentDisposition: 'inline',
      etag: object.generation,
      downloadTokens: object.token,
    };
    if (object.metadata.metadata !== undefined) resource.metadata = object.metadata.metadata;
    return resource;
  }

  function finalizeObject(
    bucket: string,
    path: string,
    contentType: string | undefined,
    bytes: Buffer,
    metadata: Record<string, unknown>,
  ): Reply {
    const createdAt = new Date();
    const upload: RecordedUpload = {
      bucket,
      path,
      contentType,
      size: bytes.length,
      bytes,
      created: createdAt,
    };
    const created = createdAt.toISOString();
    const object: StoredObject = {
      upload,
      token: randomUUID(),
      generation: String(Date.now()),
      created,
      metadata,
    };
    objects.set(`${bucket}/${path}`, object);
    uploads.push(upload);
    return {
      status: 200,
      headers: { 'X-Goog-Upload-Status': 'final' },
      body: objectResource(object),
    };
  }

  async function handleStorage(
    req: IncomingMessage,
    url: URL,
    body: Buffer,
  ): Promise<Reply | undefined> {
    const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return undefined;
    const bucket = decodeURIComponent(match[1] ?? '');
    const encodedPath = match[2];

    if (req.method === 'GET' && encodedPath !== undefined) {
      const object = objects.get(`${bucket}/${decodeURIComponent(encodedPath)}`);
      if (!object) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      if (url.searchParams.get('alt') === 'media') {
        return {
          status: 200,
          headers: { 'Content-Type': object.upload.contentType ?? 'application/octet-stream' },
          body: object.upload.bytes,
        };
      }
      return { status: 200, body: objectResource(object) };
    }
    if (req.method !== 'POST' || encodedPath !== undefined) return undefined;

    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) return continueResumable(req, uploadId, body);

    const path = url.searchParams.get('name');
    if (!path) return { status: 400, body: googleError(400, 'Missing object name') };
    const fault = await takeFault('upload');
    if (fault) return fault.reply;

    const protocol = header(req, 'X-Goog-Upload-Protocol');
    if (protocol === 'multipart') {
      const boundary = /boundary=("?)([^";]+)\1/.exec(header(req, 'Content-Type') ?? '')?.[2];
      const parts = boundary ? parseMultipart(body, boundary) : [];
      const metadata = parts[0] ? parseJsonObject(parts[0].body) : undefined;
      if (!metadata || !parts[1])
        return { status: 400, body: googleError(400, 'Malformed multipart upload') };
      const contentType =
        (typeof metadata.contentType === 'string' ? metadata.contentType : undefined) ??
        parts[1].headers['content-type'];
      return finalizeObject(bucket, path, contentType, Buffer.from(parts[1].body), metadata);
    }
    if (protocol === 'resumable' && header(req, 'X-Goog-Upload-Command') === 'start') {
      const metadata = parseJsonObject(body) ?? {};
      const contentType =
        (typeof metadata.contentType === 'string' ? metadata.contentType : undefined) ??
        header(req, 'X-Goog-Upload-Header-Content-Type');
      const id = randomUUID();
      sessions.set(id, {
        bucket,
        path,
        contentType,
        metadata,
        chunks: [],
        received: 0,
        finalized: false,
      });
      const uploadUrl =
        `http://${options.browserStorageHost ?? header(req, 'Host') ?? HOST}/v0/b/${encodeURIComponent(bucket)}/o` +
        `?name=${encodeURIComponent(path)}&upload_id=${id}&upload_protocol=resumable`;
      return {
        status: 200,
        headers: {
          'X-Goog-Upload-Status': 'active',
          'X-Goog-Upload-URL': uploadUrl,
          'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
        },
      };
    }
    return {
      status: 400,
      body: googleError(400, `Unsupported upload protocol: ${protocol ?? 'none'}`),
    };
  }

  function continueResumable(req: IncomingMessage, id: string, body: Buffer): Reply {
    const session = sessions.get(id);
    if (!session) return { status: 404, body: googleError(404, 'Unknown upload session') };
    const commands = (header(req, 'X-Goog-Upload-Command') ?? '').split(',').map((c) => c.trim());
    const statusHeaders = () => ({
      'X-Goog-Upload-Status': session.finalized ? 'final' : 'active',
      'X-Goog-Upload-Size-Received': String(session.received),
    });
    if (commands.includes('query')) return { status: 200, headers: statusHeaders() };
    if (commands.includes('cancel')) {
      sessions.delete(id);
      return { status: 200, headers: { 'X-Goog-Upload-Status': 'cancelled' } };
    }
    if (session.finalized)
      return { status: 400, body: googleError(400, 'Upload already finalized') };
    if (commands.includes('upload')) {
      const offset = Number(header(req, 'X-Goog-Upload-Offset'));
      if (offset !== session.received) {
        return {
          status: 400,
          body: googleError(400, `Offset ${offset} ≠ received ${session.received}`),
        };
      }
      session.chunks.push(body);
      session.received += body.length;
    }
    if (commands.includes('finalize')) {
      session.finalized = true;
      const bytes = Buffer.concat(session.chunks);
      return finalizeObject(
        session.bucket,
        session.path,
        session.contentType,
        bytes,
        session.metadata,
      );
    }
    return { status: 200, headers: statusHeaders() };
  }

  async function handleFirestore(
    req: IncomingMessage,
    url: URL,
    body: Buffer,
  ): Promise<Reply | undefined> {
    const match = /^\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents:(commit|batchGet)$/.exec(
      url.pathname,
    );
    if (!match || req.method !== 'POST') return undefined;
    const database = decodeURIComponent(match[1] ?? '');
    const request = parseJsonObject(body);
    if (match[2] === 'batchGet') return batchGet(request);

    const writes = Array.isArray(request?.writes)
      ? (request.writes as Record<string, unknown>[])
      : undefined;
    if (!writes)
      return {
        status: 400,
        body: googleError(400, 'INVALID_ARGUMENT: body must be { writes: [...] }'),
      };

    const fault = faults.commit.shift();
    if (fault && !fault.afterApplying) {
      if (fault.delayMs) await delay(fault.delayMs);
      if ('status' in fault) return faultReply(fault);
    }

    const now = new Date().toISOString();
    const recorded: RecordedCommit['documents'] = [];
    for (const write of writes) {
      const update = write.update as
        { name?: unknown; fields?: Record<string, unknown> } | undefined;
      const name = typeof update?.name === 'string' ? update.name : undefined;
      if (!update || !name || writtenDocuments.has(name)) {
        // The app's rules are create-only: no update of an existing document, no delete. The batch
        // fails as a whole: nothing of it is stored.
        const what = name ? `document ${name} already exists` : 'only document creation is allowed';
        return {
          status: 403,
          body: googleError(403, `PERMISSION_DENIED: ${what} (create-only rules).`),
        };
      }
      const segments = name.split('/documents/')[1]?.split('/') ?? [];
      const transforms = Array.isArray(write.updateTransforms)
        ? (write.updateTransforms as { fieldPath?: string; setToServerValue?: string }[])
        : [];
      const rawFields = update.fields ?? {};
      recorded.push({
        name,
        collection: segments.slice(0, -1).join('/'),
        id: segments.at(-1) ?? '',
        fields: decodeFirestoreFields(rawFields),
        serverTimestampFields: transforms
          .filter((t) => t.setToServerValue === 'REQUEST_TIME' && typeof t.fieldPath === 'string')
          .map((t) => t.fieldPath as string),
        rawFields,
      });
    }
    for (const document of recorded) {
      const stored: StoredDocument = {
        name: document.name,
        collection: document.collection,
        id: document.id,
        fields: {
          ...document.fields,
          ...Object.fromEntries(document.serverTimestampFields.map((field) => [field, now])),
        },
      };
      const rawFields = {
        ...document.rawFields,
        ...Object.fromEntries(
          document.serverTimestampFields.map((field) => [field, { timestampValue: now }]),
        ),
      };
      writtenDocuments.set(document.name, { document: stored, rawFields, time: now });
      documents.set(`${document.collection}/${document.id}`, stored);
    }
    commits.push({ database, documents: recorded });
    if (fault) {
      // Written; now the answer is lost or held back.
      if (fault.delayMs) await delay(fault.delayMs);
      if ('status' in fault) return faultReply(fault);
    }
    return {
      status: 200,
      body: {
        writeResults: writes.map((write) => ({
          updateTime: now,
          transformResults: Array.isArray(write.updateTransforms)
            ? write.updateTransforms.map(() => ({ timestampValue: now }))
            : [],
        })),
        commitTime: now,
      },
    };
  }

  /** Reads by name, as firestore.rules allow: receipts only. */
  async function batchGet(request: Record<string, unknown> | undefined): Promise<Reply> {
    const names = Array.isArray(request?.documents) ? (request.documents as unknown[]) : undefined;
    if (!names || !names.every((name) => typeof name === 'string')) {
      return { status: 400, body: googleError(400, 'INVALID_ARGUMENT: documents: [name]') };
    }
    reads.push(...(names as string[]));
    const fault = await takeFault('read');
    if (fault) return fault.reply;
    const readTime = new Date().toISOString();
    const denied = (names as string[]).find(
      (name) => !/\/documents\/applicationReceipts\/[^/]+$/.test(name),
    );
    if (denied) {
      return {
        status: 403,
        body: googleError(403, `PERMISSION_DENIED: ${denied} cannot be read (rules).`),
      };
    }
    return {
      status: 200,
      body: (names as string[]).map((name) => {
        const stored = writtenDocuments.get(name);
        return stored
          ? {
              found: {
                name,
                fields: stored.rawFields,
                createTime: stored.time,
                updateTime: stored.time,
              },
              readTime,
            }
          : { missing: name, readTime };
      }),
    };
  }

  /** Stores a document as a commit of the site would, with `createdAt` the server's time. */
  function storeDocument(
    database: string,
    collection: string,
    id: string,
    data: Record<string, unknown>,
    now: string,
  ): RecordedCommit['documents'][number] {
    const name = `${database}/documents/${collection}/${id}`;
    const rawFields = { ...encodeFields(data), createdAt: { timestampValue: now } };
    const document: StoredDocument = { name, collection, id, fields: { ...data, createdAt: now } };
    writtenDocuments.set(name, { document, rawFields, time: now });
    documents.set(`${collection}/${id}`, document);
    return {
      name,
      collection,
      id,
      fields: data,
      serverTimestampFields: ['createdAt'],
      rawFields: encodeFields(data),
    };
  }

  /** The callable's documents: the function's own code over the stand-in's store. */
  function intakeStore(database: string, sent: () => Record<string, unknown>): IntakeStore {
    return {
      salt: async () => salt,
      async createOnce(id, application, digest) {
        const receiptName = `${database}/documents/applicationReceipts/${id}`;
        const existing = writtenDocuments.get(`${database}/documents/applications/${id}`);
        const receipt = writtenDocuments.get(receiptName);
        if (existing || receipt) {
          const stored = receipt?.document.fields.digest;
          return { created: false, digest: typeof stored === 'string' ? stored : null };
        }
        const now = new Date().toISOString();
        // Recorded as the browser sent the record; stored as the function stores it (with `source`).
        const applicationDocument = storeDocument(database, 'applications', id, application, now);
        const receiptDocument = storeDocument(database, 'applicationReceipts', id, { digest }, now);
        commits.push({
          database,
          documents: [
            { ...applicationDocument, fields: sent(), rawFields: encodeFields(sent()) },
            receiptDocument,
          ],
        });
        return { created: true };
      },
    };
  }

  /** The newsletter callable's documents, likewise. */
  function signUpStore(database: string): SignUpStore {
    return {
      salt: async () => salt,
      async writeUnlessStanding(id, signUp, now) {
        const existing = writtenDocuments.get(
          `${database}/documents/newsletterSubscriptions/${id}`,
        );
        if (existing && signUpStands({ status: existing.document.fields.status }, now)) {
          return false;
        }
        const stamp = new Date().toISOString();
        const document = storeDocument(database, 'newsletterSubscriptions', id, signUp, stamp);
        const { email, language } = signUp;
        commits.push({
          database,
          documents: [
            {
              ...document,
              fields: { email, language },
              rawFields: encodeFields({ email, language }),
            },
          ],
        });
        return true;
      },
    };
  }

  /**
   * The team actions' store over the server's documents: one transaction at a time, its writes
   * applied together once it has read everything, as Firestore's transactions do.
   */
  let lastTransaction: Promise<unknown> = Promise.resolve();
  const teamStore: TeamStore = {
    transact<T>(work: (transaction: TeamTransaction) => Promise<T>): Promise<T> {
      const run = async () => {
        const writes: (() => void)[] = [];
        const merge = (key: string, fields: StoredData) =>
          writes.push(() => server.set(key, { ...(server.get(key) ?? {}), ...fields }));
        const result = await work({
          getApplication: async (id) => server.get(`applications/${id}`) ?? null,
          getStatusExpiry: async (id) => {
            const expireAt = server.get(`applicationStatuses/${id}`)?.expireAt;
            return expireAt instanceof Date ? expireAt : null;
          },
          mailExists: async (id) =>
            server.has(`mail/${id}`) || server.has(`applicantMailQueue/${id}`),
          hourSent: async (hour, bucket) => {
            const count = server.get(`applicationHours/${hour}`)?.[bucket];
            return typeof count === 'number' ? count : 0;
          },
          updateApplication: (id, fields) => merge(`applications/${id}`, fields),
          updateStatus: (id, stages) => merge(`applicationStatuses/${id}`, stages),
          createMail: (id, mail) => merge(`mail/${id}`, { ...mail, createdAt: new Date() }),
          countMail: (hour, bucket, sent, expireAt) =>
            merge(`applicationHours/${hour}`, { [bucket]: sent, expireAt }),
          queueMail: (id, mail) => merge(`applicantMailQueue/${id}`, { ...mail }),
        });
        for (const write of writes) write();
        return result;
      };
      const next = lastTransaction.then(run, run);
      lastTransaction = next.catch(() => undefined);
      return next;
    },
  };
  const statusStore: StatusStore = {
    getStatus: async (id) => server.get(`applicationStatuses/${id}`) ?? null,
  };

  const CALLABLE_STATUS: Record<string, [number, string]> = {
    'invalid-argument': [400, 'INVALID_ARGUMENT'],
    'already-exists': [409, 'ALREADY_EXISTS'],
    'permission-denied': [403, 'PERMISSION_DENIED'],
    unavailable: [503, 'UNAVAILABLE'],
  };

  async function handleCallable(
    req: IncomingMessage,
    url: URL,
    body: Buffer,
  ): Promise<Reply | undefined> {
    const match = /^\/([^/]+)\/us-central1\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match || req.method !== 'POST') return undefined;
    const [, project, name] = match as unknown as [string, string, string];
    const database = `projects/${project}/databases/(default)`;
    const call: RecordedCall = {
      name,
      data: parseJsonObject(body)?.data,
      forwardedFor: header(req, 'X-Forwarded-For'),
      socketAddress: req.socket.remoteAddress,
      appCheckToken: header(req, 'X-Firebase-AppCheck') !== undefined,
      status: 0,
    };
    calls.push(call);
    const answer = (reply: Reply) => {
      call.status = reply.status;
      return reply;
    };
    const names: string[] = [
      SUBMIT_APPLICATION,
      SUBSCRIBE_NEWSLETTER,
      TEAM_ACTION_CALLABLE,
      APPLICATION_STATUS_CALLABLE,
    ];
    if (!names.includes(name)) {
      return answer({ status: 404, body: { error: { status: 'NOT_FOUND', message: name } } });
    }
    const fault = faults.commit.shift();
    if (fault && !fault.afterApplying) {
      if (fault.delayMs) await delay(fault.delayMs);
      if ('status' in fault) return answer(faultReply(fault));
    }
    let reply: Reply;
    try {
      const sent = () => {
        const record = (call.data as { record?: Record<string, unknown> } | undefined)?.record;
        return { ...record };
      };
      const caller = {
        forwardedFor: call.forwardedFor,
        socketAddress: call.socketAddress,
        // The stand-in cannot verify a token: a call counts as without one, as in the emulator.
        appCheck: 'missing' as const,
      };
      if (name === SUBSCRIBE_NEWSLETTER) {
        await receiveSignUp(signUpStore(database), call.data, caller);
        reply = { status: 200, body: { result: { received: true } } };
      } else if (name === TEAM_ACTION_CALLABLE) {
        const result = await applyTeamAction(teamStore, call.data, {
          secret: EMULATOR_LINK_SECRET,
        });
        reply = { status: 200, body: { result } };
      } else if (name === APPLICATION_STATUS_CALLABLE) {
        const result = await readApplicationStatus(statusStore, call.data, {
          secret: EMULATOR_LINK_SECRET,
        });
        reply = { status: 200, body: { result } };
      } else {
        const result = await receiveApplication(intakeStore(database, sent), call.data, caller);
        reply = { status: 200, body: { result } };
      }
    } catch (error) {
      if (!(error instanceof IntakeRefusal || error instanceof TeamLinkRefusal)) throw error;
      const [status, statusName] = CALLABLE_STATUS[error.code] ?? [500, 'INTERNAL'];
      reply = { status, body: { error: { status: statusName, message: error.message } } };
    }
    if (fault) {
      // Done; now the answer is lost or held back.
      if (fault.delayMs) await delay(fault.delayMs);
      if ('status' in fault) return answer(faultReply(fault));
    }
    return answer(reply);
  }

  function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
    const origin = header(req, 'Origin');
    res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    if (origin) {
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      header(req, 'Access-Control-Request-Headers') ?? '*',
    );
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    if (reply.body === undefined) {
      res.writeHead(reply.status).end();
    } else if (Buffer.isBuffer(reply.body)) {
      res.writeHead(reply.status).end(reply.body);
    } else {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.writeHead(reply.status).end(JSON.stringify(reply.body));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return send(req, res, { status: 204 });
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const body = await readBody(req);
    const reply = (await handleStorage(req, url, body)) ??
      (answersFirestore ? await handleFirestore(req, url, body) : undefined) ??
      (answersFirestore ? await handleCallable(req, url, body) : undefined) ?? {
        status: 404,
        body: googleError(404, `No route for ${req.method ?? '?'} ${url.pathname}`),
      };
    if (!res.destroyed) send(req, res, reply);
  }

  const listen = (port: number): Promise<Server> =>
    new Promise((resolve, reject) => {
      const server = createServer((req, res) => {
        handle(req, res).catch((error: unknown) => {
          if (!res.destroyed && !res.headersSent)
            send(req, res, { status: 500, body: googleError(500, String(error)) });
        });
      });
      server.once('error', reject);
      server.listen(port, HOST, () => resolve(server));
    });

  // Both kinds of request are routed by path, so each server answers both; they differ by port only.
  const answersFirestore = options.firestorePort !== null;
  const firestoreServer = answersFirestore ? await listen(options.firestorePort ?? 8080) : null;
  let storageServer: Server;
  try {
    storageServer = await listen(options.storagePort ?? 9199);
  } catch (error) {
    firestoreServer?.close();
    throw error;
  }

  const closeServer = (server: Server): Promise<void> =>
    new Promise((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });

  return {
    uploads,
    commits,
    reads,
    documents,
    server,
    seedServer(collection, id, data) {
      server.set(`${collection}/${id}`, data);
    },
    firestorePort: firestoreServer ? (firestoreServer.address() as AddressInfo).port : null,
    functionsPort: firestoreServer ? (firestoreServer.address() as AddressInfo).port : null,
    calls,
    storagePort: (storageServer.address() as AddressInfo).port,
    failNext(kind, fault) {
      faults[kind].push(fault);
    },
    reset() {
      uploads.length = 0;
      commits.length = 0;
      calls.length = 0;
      reads.length = 0;
      faults.upload.length = 0;
      faults.commit.length = 0;
      faults.read.length = 0;
      objects.clear();
      sessions.clear();
      writtenDocuments.clear();
      documents.clear();
      server.clear();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([
        ...(firestoreServer ? [closeServer(firestoreServer)] : []),
        closeServer(storageServer),
      ]);
    },
  };
}
