/**
 * `npm run dev`: the site with hot reload. With Java 21+ it runs inside the Firebase emulator suite
 * (Firestore, Storage, Functions with the Trigger Email extension, and the emulator UI at
 * http://127.0.0.1:4000, project demo-roadside, data kept in .emulator-data between runs), so
 * submissions really land, and a local mail catcher (maildev, bound to 127.0.0.1) receives the mail
 * the extension sends (extensions/firestore-send-email.env.local points its SMTP there). The
 * extension's source is downloaded on first use, so that part needs the internet. Without Java 21 it
 * starts the site alone and says why submissions will fail.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { findJava, hasEmulatorJava, MIN_JAVA_MAJOR } from './java.ts';

const root = resolve(import.meta.dirname, '..');
const MAIL_CATCHER = { host: '127.0.0.1', smtp: 1025, web: 1080 };

/** Starts maildev on 127.0.0.1 (SMTP and web); returns its child process. */
function startMailCatcher() {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('maildev/package.json'));
  const child = spawn(
    process.execPath,
    [
      join(packageDir, 'dist', 'bin', 'maildev.js'),
      '--ip',
      MAIL_CATCHER.host,
      '--smtp',
      String(MAIL_CATCHER.smtp),
      '--web-ip',
      MAIL_CATCHER.host,
      '--web',
      String(MAIL_CATCHER.web),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  console.log(
    `Mail catcher (maildev, pid ${child.pid}): sent mail appears at http://${MAIL_CATCHER.host}:${MAIL_CATCHER.web} ` +
      `(SMTP ${MAIL_CATCHER.host}:${MAIL_CATCHER.smtp}).`,
  );
  return child;
}

const java = findJava();
const run = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
};

if (hasEmulatorJava(java)) {
  // The product's functions run from their build; the extension's SMTP password is empty locally.
  spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  const secrets = join(root, 'extensions', 'firestore-send-email.secret.local');
  if (!existsSync(secrets)) writeFileSync(secrets, 'SMTP_PASSWORD=\n');
  startMailCatcher();
  console.log('Starting the site inside the Firebase emulators (UI: http://127.0.0.1:4000).');
  run('npx', [
    'firebase',
    'emulators:exec',
    '--project',
    'demo-roadside',
    '--only',
    'firestore,storage,functions,extensions',
    '--ui',
    '--import',
    '.emulator-data',
    '--export-on-exit',
    '.emulator-data',
    'npx vite',
  ]);
} else {
  console.log(
    [
      `Starting the site without the Firebase emulators: they need Java ${MIN_JAVA_MAJOR} or newer ` +
        `(found: ${java ? java.description : 'no java on PATH'}).`,
      'Every page works; the job application and newsletter submissions will fail until the emulators run.',
      `To get them: install a Java ${MIN_JAVA_MAJOR} JDK (e.g. Temurin ${MIN_JAVA_MAJOR}: https://adoptium.net), then run npm run dev again.`,
    ].join('\n'),
  );
  run('npx', ['vite']);
}
