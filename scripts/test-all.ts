/**
 * `npm test`: every test that can run on this machine, with `concurrently` running the steps that do
 * not depend on each other side by side. Two stages:
 *
 * 1. unit and component tests (Vitest); beside them, the type check, ESLint and Prettier, the
 *    e2e-mode build and, on that build, the first-load size check and valid HTML (Nu HTML Checker);
 *    and the Cloud Functions tests (scripts/test-functions.ts) followed by the security rules tests
 *    (scripts/test-emulators.ts --rules-only);
 * 2. on that build: the browser tests (Playwright in Chromium), the longest step, with as much of the
 *    machine as can be left to it, and the end-to-end test against a real Firestore emulator.
 *
 * Each step's output is printed whole when it ends (not interleaved), with its time. The first failure
 * stops the others and `npm test` fails with it. The emulator steps use firebase-tools with Java 21,
 * else the Cloud SDK's Firestore emulator, and skip, saying why, when neither can start
 * (docs/testing.md, "Which emulator runs which tests"). `TEST_PARALLEL=1` runs one step at a time.
 */
import { createServer } from 'node:net';
import concurrently from 'concurrently';

/** A port free on 127.0.0.1 now (the system's choice), for a server a step starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

// The built site is served for the browser tests and for the emulator end-to-end test on ports of
// their own, free now rather than fixed, so that a second `npm test` (another checkout) can run beside
// this one. Set E2E_PORT or E2E_EMULATORS_PORT to choose them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_EMULATORS_PORT ??= String(await freePort());

/**
 * The steps of each stage run side by side; a step whose command chains several (`&&`) runs those one
 * after the other. On two cores the lanes are kept few: the unit tests use both cores (component
 * tests wait on timers and would be starved by more), the checks and the build share one lane, and the
 * emulator tests, which mostly wait on a JVM, another. The browser tests run with two workers
 * (playwright.config.ts) and only the emulator end-to-end test beside them. (Starting every step as
 * soon as what it needs is there, with no stages, was tried: the machine is as busy either way, and
 * the extra contention made the run longer, 670 against 657 s; decision 0066.)
 */
const STAGES = [
  [
    { name: 'unit tests (Vitest)', command: 'npx vitest run' },
    {
      name: 'type check, lint and format, build (e2e mode), size check, valid HTML',
      command:
        'npm run typecheck && npm run lint && npm run build:e2e && npx tsx scripts/bench-size.ts && npx tsx scripts/check-html.ts',
    },
    // One after the other: with Java 21 both use firebase-tools' emulators on firebase.json's ports.
    {
      name: 'Cloud Functions and security rules tests',
      command: 'npm run test:functions && npx tsx scripts/test-emulators.ts --rules-only',
    },
  ],
  [
    { name: 'browser tests (Playwright)', command: 'npx playwright test' },
    {
      name: 'end to end against the Firestore emulator',
      command: 'npx tsx scripts/test-emulators.ts --end-to-end-only',
      env: { E2E_BUILD_READY: '1' },
    },
  ],
];

/** How many of a failed step's last lines are printed again at the end of the run. */
const RECAP_LINES = 120;

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
for (const [index, steps] of STAGES.entries()) {
  const stageStarted = Date.now();
  console.log(
    `\n━━ Stage ${index + 1} of ${STAGES.length}: ${steps.map((step) => step.name).join(', ')}`,
  );
  const { result, commands } = concurrently(steps, {
    group: true,
    prefix: 'name',
    timings: true,
    killOthersOn: ['failure'],
    maxProcesses: process.env.TEST_PARALLEL ?? steps.length,
  });
  // The last lines each step printed, kept to be printed again under the timings if it fails: a log
  // shown only by its tail (a CI page) then still says which test failed and why.
  // Lines that name a failed test (Vitest's `FAIL` and `×`, Playwright's `✘`) are kept from anywhere.
  const tails = new Map<string, string[]>();
  const failures = new Map<string, string[]>();
  for (const command of commands) {
    const lines: string[] = [];
    const named: string[] = [];
    tails.set(command.name, lines);
    failures.set(command.name, named);
    const keep = (chunk: Buffer) => {
      const added = chunk.toString().split('\n');
      lines.push(...added);
      lines.splice(0, Math.max(0, lines.length - RECAP_LINES));
      named.push(...added.filter((line) => /\bFAIL\b|×|✘/.test(line)));
      named.splice(0, Math.max(0, named.length - RECAP_LINES));
    };
    command.stdout.subscribe(keep);
    command.stderr.subscribe(keep);
  }
  try {
    await result;
  } catch (events) {
    const failed = Array.isArray(events)
      ? events
          .filter((event) => event.exitCode !== 0 && !event.killed)
          .map((event) => event.command.name)
      : [];
    for (const name of failed) {
      console.error(`\n━━ What “${name}” named as failed:`);
      console.error((failures.get(name) ?? []).join('\n') || '(no test named)');
      console.error(`\n━━ The last ${RECAP_LINES} lines of “${name}”, again:`);
      console.error((tails.get(name) ?? []).join('\n'));
    }
    console.error(
      `\n✖ ${failed.join(', ') || 'A step'} failed (stage ${index + 1}, after ${seconds(started)}).`,
    );
    process.exit(1);
  }
  console.log(`\n✔ Stage ${index + 1} passed in ${seconds(stageStarted)}.`);
}
console.log(`\n✔ All checks passed in ${seconds(started)}.`);
