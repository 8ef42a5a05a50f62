/**
 * The callables `submitApplication` and `subscribeNewsletter` served to a browser on 127.0.0.1, for the end-to-end test
 * against the real Firestore emulator (tests/e2e-emulators), where the Functions emulator
 * (firebase-tools, Java 21) may not run: the function's own code (intake.ts) with the Admin SDK
 * against the emulator named by FIRESTORE_EMULATOR_HOST, spoken in the callable protocol
 * (`POST /{project}/us-central1/submitApplication`, `{"data": …}` → `{"result": …}` or
 * `{"error": {"status", "message"}}`).
 *
 * It adds X-Forwarded-For as Google's front end does before the function sees a call: whatever the
 * client sent, then the address the connection came from, then a proxy address of its own. So a
 * client on 127.0.0.2 and one on 127.0.0.1 are two sources, whatever either puts in the header. It
 * lives here so that it uses this package's firebase-admin.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { IntakeRefusal, receiveApplication, SUBMIT_APPLICATION } from '../../src/intake.js';
import { firestoreIntake, firestoreSignUps } from '../../src/intake-firestore.js';
import { processSignUp } from '../../src/newsletter.js';
import { receiveSignUp, SUBSCRIBE_NEWSLETTER } from '../../src/newsletter-intake.js';

/** The address the stand-in front end appends after the client's (loopback, like everything here). */
export const FRONT_END_ADDRESS = '127.0.0.254';

const STATUS: Record<string, [number, string]> = {
  'invalid-argument': [400, 'INVALID_ARGUMENT'],
  'already-exists': [409, 'ALREADY_EXISTS'],
  'permission-denied': [403, 'PERMISSION_DENIED'],
};

export interface CallableServer {
  port: number;
  /** How many calls were answered, and with which HTTP status. */
  statuses: number[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startCallableServer({
  projectId,
}: {
  projectId: string;
}): Promise<CallableServer> {
  if (getApps().length === 0) initializeApp({ projectId });
  const db = getFirestore();
  const store = firestoreIntake(db);
  const signUps = firestoreSignUps(db);
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Content-Type',
    );
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const reply = (status: number, body: unknown) => {
      statuses.push(status);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.writeHead(status).end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const name = path.split('/').at(-1) ?? '';
    if (
      req.method !== 'POST' ||
      path !== `/${projectId}/us-central1/${name}` ||
      ![SUBMIT_APPLICATION, SUBSCRIBE_NEWSLETTER].includes(name)
    ) {
      reply(404, { error: { status: 'NOT_FOUND', message: path } });
      return;
    }
    void (async () => {
      try {
        const body = JSON.parse((await readBody(req)) || '{}') as { data?: unknown };
        const sent = req.headers['x-forwarded-for'];
        const forwardedFor = [
          ...(sent ? [Array.isArray(sent) ? sent.join(', ') : sent] : []),
          req.socket.remoteAddress ?? '',
          FRONT_END_ADDRESS,
        ].join(', ');
        const caller = {
          forwardedFor,
          socketAddress: FRONT_END_ADDRESS,
          appCheck: 'missing' as const,
        };
        if (name === SUBSCRIBE_NEWSLETTER) {
          // As the deployed callable: written, then handled at once.
          const { id } = await receiveSignUp(signUps, body.data, caller);
          await processSignUp(db, id);
          reply(200, { result: { received: true } });
        } else {
          reply(200, { result: await receiveApplication(store, body.data, caller) });
        }
      } catch (error) {
        if (error instanceof IntakeRefusal) {
          const [status, name] = STATUS[error.code] ?? [500, 'INTERNAL'];
          reply(status, { error: { status: name, message: error.message } });
        } else {
          reply(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } });
        }
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    statuses,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
