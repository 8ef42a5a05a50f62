/**
 * Serves a built site the way Firebase Hosting serves it, from the `hosting` section of firebase.json,
 * so `vite preview`, the browser tests and `npm run bench` see what a visitor of the real site sees:
 *
 * - the exact file, then (with `cleanUrls`) `path.html` or `path/index.html`, then the custom
 *   `404.html` with HTTP status 404;
 * - `cleanUrls`: `/about.html` → 301 `/about`; `trailingSlash: false`: `/about/` → 301 `/about`;
 * - every `headers` rule whose `source` glob matches the request path, in order;
 * - brotli (or gzip) for text responses when the browser accepts it, as Hosting's CDN does.
 *
 * Only what this project's firebase.json uses is implemented (no redirects, rewrites or `regex`
 * sources; `**` is the only wildcard); anything else throws at start-up rather than being silently
 * ignored. Why this and not superstatic: docs/decisions/0054-serving-the-build-locally.md.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const SUPPORTED_KEYS = new Set([
  'public',
  'ignore',
  'predeploy',
  'cleanUrls',
  'trailingSlash',
  'headers',
]);

/** A `headers` rule of firebase.json's `hosting` section. */
export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** firebase.json's `hosting` section, as far as the local server implements it (SUPPORTED_KEYS). */
export interface HostingConfig {
  public?: string;
  ignore?: string[];
  predeploy?: string[];
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  headers?: HostingHeaderRule[];
}

/** Reads the `hosting` section of firebase.json. */
export function readHostingConfig(firebaseJsonPath: string): HostingConfig {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')).hosting;
  if (!config || Array.isArray(config)) throw new Error('firebase.json needs one `hosting` object');
  const unknown = Object.keys(config).filter((key) => !SUPPORTED_KEYS.has(key));
  if (unknown.length > 0) {
    throw new Error(`The local Hosting server does not implement: ${unknown.join(', ')}`);
  }
  for (const rule of config.headers ?? []) {
    if (typeof rule.source !== 'string') {
      throw new Error('The local Hosting server takes only `source` header rules (no `regex`)');
    }
    globToRegExp(rule.source); // throws for glob syntax it does not implement
  }
  return config;
}

/**
 * A Hosting glob as a RegExp over the whole path: `**` matches anything, `/` included, and a final
 * `/**` also matches the folder itself (`/assets/**` matches `/assets`), as in Hosting. Any other glob
 * syntax (`*`, `?`, `{a,b}`, `[…]`, `!`) throws: firebase.json uses none.
 */
export function globToRegExp(glob: string): RegExp {
  const parts = glob.split('**');
  if (parts.some((part) => /[*?{}[\]!]/.test(part))) {
    throw new Error(`The local Hosting server implements only \`**\` in globs, not ${glob}`);
  }
  const literal = parts.map((part) => part.replace(/[.+^$()|\\]/g, '\\$&'));
  const folder = literal.length > 1 && literal.at(-1) === '' && literal.at(-2)?.endsWith('/');
  if (folder) return new RegExp(`^${literal.slice(0, -1).join('.*').slice(0, -1)}(?:/.*)?$`);
  return new RegExp(`^${literal.join('.*')}$`);
}

/**
 * The headers Hosting adds for a request path: every matching rule in order, later rules overriding
 * earlier ones for the same header.
 */
export function headersFor(config: HostingConfig, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers ?? []) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * Resolves a request path like Hosting: `{ redirect, status }` or `{ file, status }` (a path inside
 * `root`), or `{ file: null, status: 404 }` when even 404.html is missing.
 */
export function resolveRequest(
  config: HostingConfig,
  root: string,
  rawPath: string,
): { redirect?: string; file?: string | null; status: number } {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { file: null, status: 400 };
  }
  if (path.includes('\0')) return { file: null, status: 400 };

  if (config.cleanUrls && path.endsWith('.html')) {
    const clean = path.slice(0, -'.html'.length).replace(/\/index$/, '/') || '/';
    if (fileAt(root, path)) return { redirect: clean, status: 301 };
  }
  if (config.trailingSlash === false && path.length > 1 && path.endsWith('/')) {
    return { redirect: path.replace(/\/+$/, '') || '/', status: 301 };
  }

  const candidates = [path];
  if (path.endsWith('/')) candidates.push(`${path}index.html`);
  else if (config.cleanUrls) candidates.push(`${path}.html`, `${path}/index.html`);
  for (const candidate of candidates) {
    const file = fileAt(root, candidate);
    if (file) return { file, status: 200 };
  }
  return { file: fileAt(root, '/404.html'), status: 404 };
}

/** The file for a URL path if it exists inside root and is not ignored (dotfiles), else null. */
function fileAt(root: string, urlPath: string): string | null {
  const file = normalize(join(root, urlPath));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (
    file
      .slice(root.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';')[0]?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed bodies by encoding and content, shared by every server of this process: brotli at its
 * highest quality costs about 7 processor-seconds for the whole build, and the offline browser tests
 * start a server for each deploy they visit, two builds that share most of their files.
 */
const compressedBodies = new Map<string, Buffer>();

function compress(file: string, encoding: 'br' | 'gzip'): Buffer {
  const raw = readFileSync(file);
  const key = `${encoding}:${createHash('sha256').update(raw).digest('base64')}`;
  let body = compressedBodies.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressedBodies.set(key, body);
  }
  return body;
}

/** A Node/Connect request handler that serves `root` by the Hosting `config`. */
export function createHostingHandler({
  root,
  config,
}: {
  root: string;
  config: HostingConfig;
}): (request: IncomingMessage, response: ServerResponse) => void {
  const absoluteRoot = resolve(root);

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const resolved = resolveRequest(config, absoluteRoot, url.pathname);
    const headers = headersFor(config, url.pathname);

    if (resolved.redirect) {
      response.writeHead(resolved.status, { ...headers, Location: resolved.redirect + url.search });
      response.end();
      return;
    }
    if (!resolved.file) {
      response.writeHead(resolved.status, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(resolved.status === 404 ? 'Not Found' : 'Bad Request');
      return;
    }

    const contentType = CONTENT_TYPES[extname(resolved.file).toLowerCase()];
    const base = {
      ...headers,
      'Content-Type': contentType ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
    };
    const encoding =
      contentType && COMPRESSIBLE.test(contentType)
        ? pickEncoding(request.headers['accept-encoding'])
        : null;
    if (encoding) {
      const body = compress(resolved.file, encoding);
      response.writeHead(resolved.status, {
        ...base,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(resolved.status, {
      ...base,
      'Content-Length': statSync(resolved.file).size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(resolved.file).pipe(response);
  };
}

/**
 * Starts a Hosting-like server for `root` with the `hosting` config (see readHostingConfig and
 * hosting-headers.ts); resolves to `{ url, close }`. Port 0 picks a free port.
 */
export async function startHostingServer({
  root,
  config,
  host = '127.0.0.1',
  port = 0,
}: {
  root: string;
  config: HostingConfig;
  host?: string;
  port?: number;
}): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(root)) throw new Error(`${root} does not exist. Build the site first.`);
  const server = createServer(createHostingHandler({ root, config }));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  // Listening on a host and port, the address is one (not a pipe's name).
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
