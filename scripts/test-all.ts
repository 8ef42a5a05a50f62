/**
 * `npm test`: every test that can run on this machine, with `concurrently` running the steps that do
 * not depend on each other side by side. Two stages:
 *
 * 1. unit and component tests (Vitest); beside them, the e2e-mode build, and the Cloud Functions
 *    tests (scripts/test-functions.ts) followed by the security rules tests
 *    (scripts/test-emulators.ts --rules-only);
 * 2. on that build: the browser tests (Playwright in Chromium), the longest step, with as much of the
 *    machine as can be left to it, and the end-to-end test against a real Firestore emulator.
 *
 * The checks that wait on no clock run beside the stages at the machine's idle priority, in the time
 * the stages leave the processor idle: the type check, ESLint and Prettier from the start, and, on
 * the build, the first-load size check and valid HTML (Nu HTML Checker). The run waits for them at
 * the end (docs/decisions/0068-checks-at-idle-priority.md).
 *
 * Each step's output is printed whole when it ends (not interleaved), with its time. The first failure
 * stops the others and `npm test` fails with it. The emulator steps use firebase-tools with Java 21,
 * else the Cloud SDK's Firestore emulator, and skip, saying why, when neither can start
 * (docs/testing.md, "Which emulator runs which tests"). `TEST_PARALLEL=1` runs one step at a time,
 * the checks in their stages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import concurrently, { type Command } from 'concurrently';

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
 * A step of a stage. The steps of a stage run side by side; a step whose command chains several (`&&`)
 * runs those one after the other. `background` steps are not waited for by their stage: they start
 * with it, run at the machine's idle priority (`startInBackground`) and are waited for at the end.
 */
interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  background?: boolean;
}

/**
 * On two cores the lanes are kept few: the unit tests use both cores (component tests wait on timers
 * and would be starved by more), the build has a lane of its own, and the emulator tests, which
 * mostly wait on a JVM, another. The browser tests run with two workers (playwright.config.ts) and
 * only the emulator end-to-end test beside them; they still leave about a sixth of the machine idle
 * (pages waiting on their network, workers between tests), which the checks at idle priority fill
 * (decision 0068). (Starting every step as soon as what it needs is there, at one priority, was
 * tried: the machine is as busy either way, and the contention made the run longer, 670 against
 * 657 s; decision 0066.)
 */
const STAGES: Step[][] = [
  [
    { name: 'unit tests (Vitest)', command: 'npx vitest run' },
    { name: 'build (e2e mode)', command: 'npm run build:e2e' },
    // One after the other: with Java 21 both use firebase-tools' emulators on firebase.json's ports.
    {
      name: 'Cloud Functions and security rules tests',
      command: 'npm run test:functions && npx tsx scripts/test-emulators.ts --rules-only',
    },
    {
      name: 'type check, lint and format',
      command: 'npm run typecheck && npm run lint',
      background: true,
    },
  ],
  [
    { name: 'browser tests (Playwright)', command: 'npx playwright test' },
    {
      name: 'end to end against the Firestore emulator',
      command: 'npx tsx scripts/test-emulators.ts --end-to-end-only',
      env: { E2E_BUILD_READY: '1' },
    },
    // On the build of stage 1.
    {
      name: 'size check, valid HTML',
      command: 'npx tsx scripts/bench-size.ts && npx tsx scripts/check-html.ts',
      background: true,
    },
  ],
];

/** How many of a failed step's last lines are printed again at the end of the run. */
const RECAP_LINES = 120;

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * What a step printed, kept to be printed again under the timings if it fails: a log shown only by
 * its tail (a CI page) then still says which test failed and why. Lines that name a failed test
 * (Vitest's `FAIL` and `×`, Playwright's `✘`) are kept from anywhere.
 */
class StepOutput {
  readonly tail: string[] = [];
  readonly named: string[] = [];
  readonly add = (chunk: Buffer) => {
    const added = chunk.toString().split('\n');
    this.tail.push(...added);
    this.tail.splice(0, Math.max(0, this.tail.length - RECAP_LINES));
    this.named.push(...added.filter((line) => /\bFAIL\b|×|✘/.test(line)));
    this.named.splice(0, Math.max(0, this.named.length - RECAP_LINES));
  };
}

interface BackgroundStep {
  name: string;
  output: StepOutput;
  /** Resolves with the step's exit code once it has ended and its output is printed. */
  exit: Promise<number>;
  kill: () => void;
}

/**
 * How a background step is started: in the scheduler's idle class (`chrt --idle 0`, Linux), where
 * it gets the processor only when nothing else wants it, else (no `chrt`, or not allowed) at the
 * lowest niceness (`nice`). Measured beside 45 browser tests (48 s alone): with ESLint and the type
 * check looping at idle class they took 50 s, at niceness 19 55 s.
 */
const IDLE_PRIORITY =
  spawnSync('chrt', ['--idle', '0', 'true']).status === 0
    ? ['chrt', '--idle', '0']
    : ['nice', '-n', '19'];

/**
 * Starts a step at the machine's idle priority (`IDLE_PRIORITY`), in a session of its own whose
 * scheduling group is given the lowest niceness: Linux groups processes by session and shares the
 * processor between the groups first, and Playwright starts each Chromium in a session of its own,
 * so a step in the run's own group would get as much of the processor as a browser. Its output is
 * printed whole when it ends, with its time.
 */
function startInBackground(step: Step): BackgroundStep {
  const stepStarted = Date.now();
  const [command, ...options] = IDLE_PRIORITY;
  const child = spawn(command!, [...options, 'sh', '-c', step.command], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, '19');
  } catch {
    // No grouping by session here: the process's own niceness is the priority.
  }
  const output = new StepOutput();
  const printed: Buffer[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      printed.push(chunk);
      output.add(chunk);
    });
  }
  const exit = new Promise<number>((resolve) => {
    let done = false;
    const ended = (code: number, why = '') => {
      if (done) return;
      done = true;
      const prefix = `[${step.name}] `;
      const text = Buffer.concat(printed).toString().replace(/\n$/, '');
      if (text) console.log(text.replace(/^/gm, prefix));
      console.log(
        `${prefix}${why}exited with code ${code} after ${seconds(stepStarted)}, at idle priority`,
      );
      resolve(code);
    };
    child.on('error', (error) => ended(1, `${error.message}: `));
    child.on('close', (code, signal) => ended(code ?? 1, signal ? `${signal}: ` : ''));
  });
  return {
    name: step.name,
    output,
    exit,
    kill: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already ended.
      }
    },
  };
}

/** Prints what each failed step named as failed and its last lines, and ends the run as failed. */
function failRun(failed: { name: string; output?: StepOutput }[], where: string): never {
  for (const { name, output } of failed) {
    console.error(`\n━━ What “${name}” named as failed:`);
    console.error(output?.named.join('\n') || '(no test named)');
    console.error(`\n━━ The last ${RECAP_LINES} lines of “${name}”, again:`);
    console.error(output?.tail.join('\n') ?? '');
  }
  const names = failed.map((step) => step.name).join(', ') || 'A step';
  console.error(`\n✖ ${names} failed (${where}, after ${seconds(started)}).`);
  process.exit(1);
}

// Background steps only where `nice` and sessions exist, and not when one step at a time is asked
// for: there, they run in their stage like the others.
const inBackground = process.platform !== 'win32' && !process.env.TEST_PARALLEL;
const background: BackgroundStep[] = [];
/** The steps of the stage running now, to be stopped if a background step fails. */
let running: Command[] = [];
let failedInBackground: BackgroundStep | null = null;
let stopping = false;
let afterTheStages = false;

// A background step is in a session of its own, out of reach of the terminal's Ctrl-C: it is ended
// with the run, however the run ends.
process.on('exit', () => {
  stopping = true;
  for (const step of background) step.kill();
});
let signalled: NodeJS.Signals | null = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    signalled = signal;
    stopping = true;
    for (const step of background) step.kill();
    // During a stage, concurrently stops its steps, and the stage's end ends the run; otherwise now.
    if (running.length === 0) stoppedBy(signal);
  });
}

function stoppedBy(signal: NodeJS.Signals): never {
  console.error(`\n✖ Stopped by ${signal} after ${seconds(started)}.`);
  process.exit(130);
}

for (const [index, stage] of STAGES.entries()) {
  const stageStarted = Date.now();
  const steps = stage.filter((step) => !(inBackground && step.background));
  for (const step of stage.filter((step) => inBackground && step.background)) {
    const launched = startInBackground(step);
    background.push(launched);
    void launched.exit.then((code) => {
      if (code === 0 || stopping) return;
      failedInBackground ??= launched;
      // During a stage, its steps are stopped and the stage reports it; after the stages, now.
      for (const command of running) command.kill();
      if (afterTheStages) failRun([launched], 'at idle priority');
    });
  }
  console.log(
    `\n━━ Stage ${index + 1} of ${STAGES.length}: ${steps.map((step) => step.name).join(', ')}` +
      (inBackground && stage.some((step) => step.background)
        ? `; at idle priority until the end: ${stage
            .filter((step) => step.background)
            .map((step) => step.name)
            .join(', ')}`
        : ''),
  );
  const { result, commands } = concurrently(steps, {
    group: true,
    prefix: 'name',
    timings: true,
    killOthersOn: ['failure'],
    maxProcesses: process.env.TEST_PARALLEL ?? steps.length,
  });
  running = commands;
  const outputs = new Map<string, StepOutput>();
  for (const command of commands) {
    const output = new StepOutput();
    outputs.set(command.name, output);
    command.stdout.subscribe(output.add);
    command.stderr.subscribe(output.add);
  }
  try {
    await result;
  } catch (events) {
    if (signalled) stoppedBy(signalled);
    stopping = true;
    const failed = Array.isArray(events)
      ? events
          .filter((event) => event.exitCode !== 0 && !event.killed)
          .map((event) => ({
            name: event.command.name,
            output: outputs.get(event.command.name),
          }))
      : [];
    const failedStep = failedInBackground as BackgroundStep | null;
    failRun(failedStep ? [failedStep, ...failed] : failed, `stage ${index + 1}`);
  }
  running = [];
  // concurrently counts steps it stopped on Ctrl-C as passed.
  if (signalled) stoppedBy(signalled);
  const failedStep = failedInBackground as BackgroundStep | null;
  if (failedStep) failRun([failedStep], `at idle priority, during stage ${index + 1}`);
  console.log(`\n✔ Stage ${index + 1} passed in ${seconds(stageStarted)}.`);
}
if (background.length > 0) {
  const waitStarted = Date.now();
  console.log(
    `\n━━ Waiting for the steps at idle priority: ${background.map((step) => step.name).join(', ')}`,
  );
  afterTheStages = true;
  // A failure ends the run as soon as it happens (above); this is reached only if none failed.
  await Promise.all(background.map((step) => step.exit));
  console.log(`\n✔ The steps at idle priority ended ${seconds(waitStarted)} after the last stage.`);
}
console.log(`\n✔ All checks passed in ${seconds(started)}.`);
