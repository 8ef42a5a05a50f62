#!/usr/bin/env node
/**
 * `npm run deploy [-- firebase deploy options]`: deploys Hosting, the rules and the extension with
 * the Hosting configuration this build needs (scripts/hosting/hosting-headers.mjs): when the production
 * environment has a reCAPTCHA Enterprise site key (`VITE_APPCHECK_SITE_KEY`, App Check on), the
 * Content-Security-Policy also allows what reCAPTCHA needs; otherwise it is firebase.json's, unchanged.
 *
 * firebase.json's predeploy steps refuse placeholders (scripts/check-deploy-config.mjs, and the deploy
 * build for the company constants and the site's address) and build the site.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { hostingConfigFor } from './hosting/hosting-headers.mjs';

const root = resolve(import.meta.dirname, '..');
const env = loadEnv('production', root, 'VITE_');
const appCheck = Boolean(env.VITE_APPCHECK_SITE_KEY?.trim());
const firebaseJson = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
const deployConfig = resolve(root, 'firebase.deploy.json');

writeFileSync(
  deployConfig,
  `${JSON.stringify({ ...firebaseJson, hosting: hostingConfigFor(firebaseJson.hosting, { appCheck }) }, null, 2)}\n`,
);
console.log(
  appCheck
    ? 'App Check is on (VITE_APPCHECK_SITE_KEY): the Content-Security-Policy allows reCAPTCHA Enterprise.'
    : 'App Check is off (no VITE_APPCHECK_SITE_KEY): see the README before launch.',
);
try {
  const result = spawnSync(
    'npx',
    ['firebase', 'deploy', '--config', deployConfig, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(deployConfig, { force: true });
}
