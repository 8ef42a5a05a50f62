import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToPolicy,
  APP_CHECK_SOURCES,
  hostingConfigFor,
} from '../../scripts/hosting/hosting-headers';
import { BOOT_SCRIPT_SOURCE } from '../../scripts/prerender/boot';
import { EARLY_EVENTS_SCRIPT_SOURCE } from '../../scripts/prerender/early-events';
import { REMEMBERED_LANGUAGE_SCRIPT } from '../../src/i18n/remembered-language';
import { SPANISH_NOT_FOUND_SCRIPT } from '../../src/i18n/spanish-not-found';

const sourceOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const INLINE_SCRIPTS = [
  EARLY_EVENTS_SCRIPT_SOURCE,
  sourceOf(REMEMBERED_LANGUAGE_SCRIPT),
  sourceOf(SPANISH_NOT_FOUND_SCRIPT),
  BOOT_SCRIPT_SOURCE,
].join(' ');
import {
  globToRegExp,
  headersFor,
  readHostingConfig,
  resolveRequest,
  startHostingServer,
} from '../../scripts/hosting/hosting-server';

/** The local server serves a build exactly as firebase.json tells Firebase Hosting to. */
const config = readHostingConfig(join(process.cwd(), 'firebase.json'));
const policyOf = (hosting: typeof config) =>
  headersFor(hosting, '/')['Content-Security-Policy'] ?? '';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('Hosting globs', () => {
  it.each([
    ['**', '/anything/at/all', true],
    ['/assets/**', '/assets/index-abc.js', true],
    ['/assets/**', '/assets', true],
    ['/assets/**', '/assetsx/a.js', false],
  ])('%s matches %s: %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });

  it('refuses glob syntax the local server does not implement, rather than ignoring it', () => {
    for (const glob of ['/*.html', '/{about,jobs}', '/about?']) {
      expect(() => globToRegExp(glob), glob).toThrow(/only `\*\*`/);
    }
  });
});

describe('serving a build as Hosting does', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'hosting-'));
    mkdirSync(join(root, 'assets'));
    for (const file of [
      'index.html',
      'about.html',
      '404.html',
      'assets/app.js',
      '.secret',
      'sw.js',
      'sw-es.js',
    ]) {
      writeFileSync(join(root, file), file);
    }
  });

  it('serves each page at its clean address, and the home page at /', () => {
    expect(resolveRequest(config, root, '/')).toEqual({
      file: join(root, 'index.html'),
      status: 200,
    });
    expect(resolveRequest(config, root, '/about')).toEqual({
      file: join(root, 'about.html'),
      status: 200,
    });
    expect(resolveRequest(config, root, '/assets/app.js').status).toBe(200);
  });

  it('redirects .html and trailing-slash addresses to the clean one', () => {
    expect(resolveRequest(config, root, '/about.html')).toEqual({
      redirect: '/about',
      status: 301,
    });
    expect(resolveRequest(config, root, '/about/')).toEqual({ redirect: '/about', status: 301 });
  });

  it('answers anything else with the 404 page and status 404, never the home page', () => {
    for (const path of ['/nope', '/assets/gone.js', '/.secret', '/../package.json', '/%2e%2e/x']) {
      expect(resolveRequest(config, root, path), path).toEqual({
        file: join(root, '404.html'),
        status: 404,
      });
    }
  });

  it('sends the security headers on every response and caches hashed assets for a year', () => {
    expect(headersFor(config, '/about')['Cache-Control']).toBe('no-cache');
    expect(headersFor(config, '/assets/app.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/assets/app.js', '/nope']) {
      expect(Object.keys(headersFor(config, path))).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'X-Frame-Options',
          'Permissions-Policy',
        ]),
      );
    }
  });

  it('serves the service workers uncached, under the same policy, so a deploy reaches visitors (decision 0058)', () => {
    for (const path of ['/sw.js', '/sw-es.js']) {
      const headers = headersFor(config, path);
      expect(headers['Cache-Control']).toBe('no-cache');
      expect(headers['Content-Security-Policy']).toBe(policyOf(config));
      // What the worker fetches: its own origin, Storage and the callable for a queued application,
      // and Firestore for its receipt (the callable's origin: `https://us-central1-{project}.
      // cloudfunctions.net`, decision 0061).
      expect(directive(headers['Content-Security-Policy'] ?? '', 'connect-src')).toBe(
        "connect-src 'self' https://firestore.googleapis.com https://firebasestorage.googleapis.com https://*.cloudfunctions.net",
      );
      expect(resolveRequest(config, root, path)).toEqual({
        file: join(root, path.slice(1)),
        status: 200,
      });
    }
  });

  it('sends text compressed with brotli, always the file as it is now, from every server', async () => {
    /** What `url` answers a browser that accepts brotli: the encoding and the body, decoded. */
    const fetchBrotli = (url: string) =>
      new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
        get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              text: brotliDecompressSync(Buffer.concat(chunks)).toString(),
            }),
          );
        }).on('error', reject);
      });
    const file = join(root, 'assets/changing.js');
    const first = await startHostingServer({ root, config });
    const second = await startHostingServer({ root, config });
    try {
      writeFileSync(file, 'console.log("first");');
      expect(await fetchBrotli(`${first.url}/assets/changing.js`)).toEqual({
        encoding: 'br',
        text: 'console.log("first");',
      });
      writeFileSync(file, 'console.log("second");');
      for (const server of [first, second]) {
        expect((await fetchBrotli(`${server.url}/assets/changing.js`)).text).toBe(
          'console.log("second");',
        );
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('the Content-Security-Policy of a build', () => {
  it('is firebase.json’s own without App Check: the site’s scripts and its own inline scripts', () => {
    const policy = policyOf(hostingConfigFor(config));

    expect(policy).toBe(policyOf(config));
    expect(policy).not.toMatch(/recaptcha|appcheck/);
    // The inline scripts, by their hashes: every page's (scripts/prerender/early-events.ts), the
    // English home page's remembered language and the not-found page's Spanish version
    // (src/i18n/). firebase.json must be updated whenever one changes, or browsers refuse to run it.
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${INLINE_SCRIPTS}`);
  });

  it('with App Check also allows exactly reCAPTCHA’s scripts and frames and the token service', () => {
    const policy = policyOf(hostingConfigFor(config, { appCheck: true }));

    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${INLINE_SCRIPTS} ${APP_CHECK_SOURCES['script-src'].join(' ')}`,
    );
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    );
    expect(directive(policy, 'connect-src')).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
    // Everything else stays as it was.
    for (const name of ['default-src', 'style-src', 'img-src', 'object-src', 'frame-ancestors']) {
      expect(directive(policy, name), name).toBe(directive(policyOf(config), name));
    }
  });

  it('lets a build that talks to local emulators reach them', () => {
    const policy = policyOf(hostingConfigFor(config, { connectTo: ['http://127.0.0.1:8080'] }));

    expect(directive(policy, 'connect-src')).toMatch(/ http:\/\/127\.0\.0\.1:8080$/);
  });

  it('adds a missing directive and never repeats a source', () => {
    expect(
      addToPolicy("default-src 'self'; img-src 'self'", { 'img-src': ["'self'", 'data:'] }),
    ).toBe("default-src 'self'; img-src 'self' data:");
    expect(addToPolicy("default-src 'self'", { 'frame-src': ['https://a.example/'] })).toBe(
      "default-src 'self'; frame-src https://a.example/",
    );
  });
});
