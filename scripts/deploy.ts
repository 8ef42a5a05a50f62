/**
 * `npm run deploy [-- firebase deploy options]`: deploys Hosting, the rules, the functions and the
 * extension with the Hosting configuration this build needs (scripts/hosting/hosting-headers.ts):
 * when the production environment has a reCAPTCHA Enterprise site key (`VITE_APPCHECK_SITE_KEY`, App
 * Check on), the Content-Security-Policy also allows what reCAPTCHA needs; otherwise it is
 * firebase.json's, unchanged. When Storage is deployed, it then applies the bucket's lifecycle rule
 * (scripts/storage-lifecycle.ts) and checks it took; it refuses to start when it could not.
 *
 * firebase.json's predeploy steps refuse placeholders (scripts/check-deploy-config.ts, and the deploy
 * build for the company constants and the site's address) and build the site.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { hostingConfigFor } from './hosting/hosting-headers.ts';
import { applyLifecycle, deploysStorage, hasGcloud, LIFECYCLE_FILE } from './storage-lifecycle.ts';

const root = resolve(import.meta.dirname, '..');
const env = loadEnv('production', root, 'VITE_');
const appCheck = Boolean(env.VITE_APPCHECK_SITE_KEY?.trim());
const firebaseJson = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
const deployConfig = resolve(root, 'firebase.deploy.json');
const args = process.argv.slice(2);
const bucket = env.VITE_FIREBASE_STORAGE_BUCKET?.trim() ?? '';

if (deploysStorage(args)) {
  const missing = !bucket
    ? 'VITE_FIREBASE_STORAGE_BUCKET is not set in .env.production.local'
    : !hasGcloud()
      ? 'gcloud is not installed (https://cloud.google.com/sdk/docs/install; then `gcloud auth login`)'
      : null;
  if (missing) {
    console.error(
      `Refusing to deploy: Storage is deployed, and its lifecycle rule (${LIFECYCLE_FILE}, tool photos deleted after 30 days) is applied with it, but ${missing}.`,
    );
    process.exit(1);
  }
}

writeFileSync(
  deployConfig,
  `${JSON.stringify({ ...firebaseJson, hosting: hostingConfigFor(firebaseJson.hosting, { appCheck }) }, null, 2)}\n`,
);
console.log(
  appCheck
    ? 'App Check is on (VITE_APPCHECK_SITE_KEY): the Content-Security-Policy allows reCAPTCHA Enterprise.'
    : 'App Check is off (no VITE_APPCHECK_SITE_KEY): see docs/deploying.md before launch.',
);
try {
  const result = spawnSync('npx', ['firebase', 'deploy', '--config', deployConfig, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
  if (result.status === 0 && deploysStorage(args)) {
    console.log(`Applying ${LIFECYCLE_FILE} to gs://${bucket}`);
    const problem = applyLifecycle(bucket);
    if (problem) {
      console.error(
        `The deploy went through, but the Storage lifecycle rule was not applied: ${problem}.`,
      );
      process.exitCode = 1;
    } else {
      console.log(`gs://${bucket} deletes tool photos as ${LIFECYCLE_FILE} says.`);
    }
  }
} finally {
  rmSync(deployConfig, { force: true });
}
