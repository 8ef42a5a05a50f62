/**
 * `npm run typecheck`: TypeScript 7 (installed as `typescript-7`, decision 0067) over each program of
 * the project, one after the other, stopping at the first that fails.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const TSC = resolve(root, 'node_modules/typescript-7/bin/tsc');

/** The site, its tests and scripts; the service worker (its own library); the Cloud Functions. */
const PROGRAMS = ['tsconfig.json', 'tsconfig.sw.json', 'functions/tsconfig.json'];

for (const program of PROGRAMS) {
  const { status, error } = spawnSync(process.execPath, [TSC, '--noEmit', '-p', program], {
    cwd: root,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) {
    console.error(`Type check of ${program} failed.`);
    process.exit(status ?? 1);
  }
}
