#!/usr/bin/env node
// `npm test`: every test that can run on this machine, in order, stopping at the first failure.
// typecheck → lint → unit and component tests → build (e2e mode) → first-load size check → valid HTML →
// browser tests in Chromium → Cloud Functions tests (scripts/test-functions.mjs) → security rules and
// emulator end-to-end tests (scripts/test-emulators.mjs:
// firebase-tools with Java 21, else the Cloud SDK's Firestore emulator; they skip, saying why, when
// neither can start).
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Lint and format check', 'npm', ['run', 'lint']],
  ['Unit and component tests', 'npx', ['vitest', 'run']],
  ['Build (e2e mode)', 'npm', ['run', 'build:e2e']],
  [
    'Size check (first load of /, /jobs, /es and /es/jobs; no other language)',
    'node',
    ['scripts/bench-size.mjs'],
  ],
  ['Valid HTML (Nu HTML Checker, every built page)', 'node', ['scripts/check-html.mjs']],
  ['Browser tests (Chromium)', 'npx', ['playwright', 'test']],
  [
    'Cloud Functions: type check and tests against a real Firestore emulator',
    'npm',
    ['run', 'test:functions'],
  ],
  [
    'Emulator tests: security rules and end-to-end (real Firestore emulator)',
    'node',
    ['scripts/test-emulators.mjs'],
  ],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
