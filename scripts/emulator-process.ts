/**
 * Starting and stopping the Cloud SDK's standalone Firestore emulator on a free 127.0.0.1 port, for
 * the scripts that need a real emulator without Java 21: scripts/test-emulators.ts (security rules
 * and end-to-end tests) and scripts/test-functions.ts (the Cloud Functions tests). Decision 0020.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const STARTUP_TIMEOUT_MS = 120_000;
/**
 * The standalone emulator's JVM compiles with its quick compiler only and collects garbage on one
 * thread: a test run is minutes of short requests, and the optimising compiler's background work
 * never paid off. The functions tests' emulator used 38 processor-seconds with the defaults and 13
 * with these, the rules tests' 17 and 8, and no test took longer
 * (docs/decisions/0067-faster-checkers.md). Options already in JAVA_TOOL_OPTIONS come after these,
 * so they win.
 */
const EMULATOR_JAVA_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
/** The repository's root: where the emulator scripts run their commands and read the rules. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The demo project every emulator test uses (a `demo-` id never reaches a real project). */
export const PROJECT_ID = 'demo-roadside';

/**
 * The Google client libraries (the Admin SDK in the functions and end-to-end tests) look for a Compute
 * Engine metadata server, an address off this machine, when something asks for credentials; the
 * emulator tests talk to 127.0.0.1 only, so they never look.
 */
export const OFFLINE_ENV = { METADATA_SERVER_DETECTION: 'none' };

/** The script's own arguments, without the `--` npm may pass before them. */
export const scriptArguments = (): string[] =>
  process.argv.slice(2).filter((argument, index) => !(index === 0 && argument === '--'));
const isWindows = process.platform === 'win32';

/** True when `port` can be listened on at HOST right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, HOST, () => server.close(() => resolvePromise(true)));
  });
}

/**
 * A port nobody listens on, from 20000–29999: below Linux's ephemeral range (32768+), so an outgoing
 * connection cannot take it between this check and the moment a server listens (the stand-in's port
 * is chosen before the site is built). Never 8080 or another well-known emulator port.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    if (await isFree(port)) return port;
  }
  throw new Error('Found no free port in 20000–29999 on 127.0.0.1.');
}

/** A program and its arguments. */
export type Command = [command: string, args: string[]];

/**
 * Runs a command in the project's folder with the terminal's stdio and resolves to its exit code (1
 * when it cannot start). While it runs it is in `running`, so an interrupted script can stop it.
 */
export function runInherited(
  [command, commandArgs]: Command,
  {
    env = {},
    running = new Set(),
  }: { env?: Record<string, string>; running?: Set<ChildProcess> } = {},
): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, commandArgs, {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: isWindows,
    });
    running.add(child);
    child.on('error', (error) => {
      console.error(`Could not start \`${command} ${commandArgs.join(' ')}\`: ${error.message}`);
      running.delete(child);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

export const delay = (ms: number): Promise<void> =>
  new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/**
 * Starts the standalone Firestore emulator on a free port in a process group of its own and waits
 * until it answers. `isInterrupted` stops the wait early; `log` receives the line saying where it runs. Resolves to `{ host, port, stop }`; rejects with the emulator's last output when
 * it exits or does not answer in time.
 */
export async function startStandaloneFirestore(
  launcher: string,
  {
    isInterrupted = () => false,
    log = (message) => console.log(message),
  }: { isInterrupted?: () => boolean; log?: (message: string) => void } = {},
): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(launcher, ['start', `--host=${HOST}`, `--port=${port}`], {
    cwd: projectRoot,
    // Its own process group: the launcher is a shell script that runs `java` as a child, and both
    // must stop together. Ctrl-C in the terminal does not reach the group; stop() does.
    detached: !isWindows,
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: isWindows,
    env: {
      ...process.env,
      JAVA_TOOL_OPTIONS: [EMULATOR_JAVA_OPTIONS, process.env.JAVA_TOOL_OPTIONS]
        .filter(Boolean)
        .join(' '),
    },
  });
  let output = '';
  const keep = (chunk: Buffer | string) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<NodeJS.Signals | number | null>((resolvePromise) => {
    child.on('exit', (code, signal) => {
      exited = true;
      resolvePromise(signal ?? code);
    });
    child.on('error', (error) => {
      exited = true;
      keep(`\n${error.message}`);
      resolvePromise(1);
    });
  });

  // Both are called only once the child has a process id (stop and killOnExit check it).
  const groupAlive = () => {
    if (isWindows) return !exited;
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    if (isWindows) {
      spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
      return;
    }
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  /** SIGTERM to the emulator's process group, SIGKILL after 5 s if anything in it still runs. */
  const stop = async () => {
    if (child.pid === undefined || !groupAlive()) return;
    signalGroup('SIGTERM');
    for (let waited = 0; waited < 5000 && groupAlive(); waited += 100) await delay(100);
    if (groupAlive()) signalGroup('SIGKILL');
  };
  // If this process ends abruptly, the emulator must not outlive it.
  const killOnExit = () => {
    if (child.pid !== undefined && groupAlive()) signalGroup('SIGKILL');
  };
  process.on('exit', killOnExit);

  const started = Date.now();
  const answers = async () => {
    try {
      const response = await fetch(`http://${HOST}:${port}/`, {
        signal: AbortSignal.timeout(2000),
      });
      return response.ok;
    } catch {
      return false;
    }
  };
  while (!(await answers())) {
    if (exited || isInterrupted() || Date.now() - started > STARTUP_TIMEOUT_MS) {
      const why = exited
        ? `it exited (${await exit})`
        : isInterrupted()
          ? 'interrupted'
          : `it did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(
        `The Firestore emulator did not start: ${why}. Its last output:\n${output.trim() || '(none)'}`,
      );
    }
    await delay(250);
  }
  log(
    `Firestore emulator (pid ${child.pid}) answers at ${HOST}:${port} after ${Date.now() - started} ms.`,
  );
  return { host: HOST, port, stop };
}

/**
 * What a test script started and must stop: the children in the foreground (an interrupt passes on
 * to them) and the clean-ups (stopping an emulator), run last first by `cleanUp`. SIGINT, SIGTERM and
 * SIGHUP stop the children, run the clean-ups and exit (130 after SIGINT, 143 otherwise).
 */
export function processScope(log: (message: string) => void) {
  const running = new Set<ChildProcess>();
  const cleanups: (() => Promise<void>)[] = [];
  let interrupted = false;
  const cleanUp = async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      log(`${signal}: stopping.`);
      for (const child of running) child.kill(signal);
      cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  return { running, cleanups, cleanUp, isInterrupted: () => interrupted };
}
