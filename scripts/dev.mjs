#!/usr/bin/env node
/**
 * `npm run dev`: the site with hot reload. With Java 21+ it runs inside the Firebase emulator suite
 * (Firestore, Storage and the emulator UI at http://127.0.0.1:4000, project demo-roadside, data kept
 * in .emulator-data between runs), so submissions really land. Without Java 21 it starts the site alone
 * and says why submissions will fail.
 */
import { spawn } from 'node:child_process';
import { findJava, hasEmulatorJava, MIN_JAVA_MAJOR } from './java.mjs';

const java = findJava();
const run = (command, args) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
};

if (hasEmulatorJava(java)) {
  console.log('Starting the site inside the Firebase emulators (UI: http://127.0.0.1:4000).');
  run('npx', [
    'firebase',
    'emulators:exec',
    '--project',
    'demo-roadside',
    '--only',
    'firestore,storage',
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
