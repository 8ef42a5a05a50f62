import { spawnSync } from 'node:child_process';

/** The Firebase emulators (Firestore, Storage rules runtime) need this Java or newer. */
export const MIN_JAVA_MAJOR = 21;

/** A `java`'s major version (NaN when its output could not be read) and its first line of output. */
export interface JavaInfo {
  major: number;
  description: string;
}

/** `{ major, description }` of the `java` on PATH (the one firebase-tools uses), or null. */
export function findJava(): JavaInfo | null {
  const result = spawnSync('java', ['-Duser.language=en', '-Dfile.encoding=UTF-8', '-version'], {
    encoding: 'utf8',
    shell: false,
  });
  if (result.error || result.status !== 0) return null;
  const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`;
  const firstLine = output.trim().split(/\r?\n/)[0] ?? '';
  // `openjdk version "21.0.4" 2024-07-16`, `openjdk version "21" …`, `java version "1.8.0_402"` (Java 8).
  const match = /version "([0-9]+)(?:\.([0-9]+))?/.exec(output);
  if (!match) return { major: Number.NaN, description: firstLine };
  const major = match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
  return { major, description: firstLine };
}

/** True when the emulators can run here. */
export const hasEmulatorJava = (java: JavaInfo | null = findJava()): boolean =>
  Boolean(java && java.major >= MIN_JAVA_MAJOR);
