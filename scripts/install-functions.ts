/**
 * Root `postinstall`: installs the Cloud Functions package (functions/, its own package.json and
 * lock, as `firebase deploy` uploads and installs it) with `npm ci`, so the README's `npm ci` installs
 * everything `npm test` and `npm run dev` need. Decision 0051.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const functionsDir = resolve(import.meta.dirname, '..', 'functions');
if (!existsSync(resolve(functionsDir, 'package-lock.json'))) {
  console.log('[postinstall] functions/package-lock.json not found: nothing to install.');
  process.exit(0);
}
console.log('[postinstall] Installing functions/ (npm ci --prefix functions)');
const result = spawnSync('npm', ['ci', '--prefix', functionsDir, '--no-audit', '--no-fund'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
