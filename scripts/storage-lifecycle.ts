/**
 * The Cloud Storage lifecycle rule (storage-lifecycle.json: tool photos are deleted 30 days after
 * upload; docs/decisions/0022-data-retention.md) is part of every deploy that deploys Storage:
 * `firebase deploy` does not apply lifecycle rules, so `npm run deploy` (scripts/deploy.ts) applies it
 * with `gcloud` and reads it back. Nobody has to remember a manual step.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const LIFECYCLE_FILE = 'storage-lifecycle.json';

/** A rule of the lifecycle file. */
interface LifecycleRule {
  action: { type: string };
  condition: { age: number; matchesPrefix?: string[] };
}
/** What `gcloud storage buckets describe --format=json(lifecycle_config)` prints, as far as read. */
interface ReportedLifecycle {
  lifecycle_config?: { rule?: (ReportedRule | null)[] };
  lifecycle?: { rule?: (ReportedRule | null)[] };
}
interface ReportedRule {
  action?: { type?: string };
  condition?: { age?: number; matchesPrefix?: string[] };
}

/**
 * Whether `firebase deploy` with these arguments deploys the Storage rules (no `--only`, or an
 * `--only` list naming `storage` or `storage:…`).
 */
export function deploysStorage(args: string[]): boolean {
  const index = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return true;
  const arg = args[index]!;
  const value = arg.startsWith('--only=') ? arg.slice(7) : (args[index + 1] ?? '');
  return value.split(',').some((target) => target.trim().split(':')[0] === 'storage');
}

/** The gcloud commands that apply the rule to `bucket` and read it back. */
export function lifecycleCommands(bucket: string): {
  apply: [string, string[]];
  describe: [string, string[]];
} {
  const url = `gs://${bucket}`;
  return {
    apply: ['gcloud', ['storage', 'buckets', 'update', url, `--lifecycle-file=${LIFECYCLE_FILE}`]],
    describe: [
      'gcloud',
      ['storage', 'buckets', 'describe', url, '--format=json(lifecycle_config)'],
    ],
  };
}

/** The rule as the bucket reports it matches the file: the same actions and conditions. */
export function lifecycleMatches(reported: unknown): boolean {
  const wanted: LifecycleRule[] = JSON.parse(
    readFileSync(resolve(root, LIFECYCLE_FILE), 'utf8'),
  ).rule;
  const report = reported as ReportedLifecycle | null | undefined;
  const rules = report?.lifecycle_config?.rule ?? report?.lifecycle?.rule ?? [];
  return wanted.every((rule) =>
    rules.some(
      (candidate) =>
        candidate?.action?.type === rule.action.type &&
        candidate?.condition?.age === rule.condition.age &&
        JSON.stringify(candidate?.condition?.matchesPrefix ?? []) ===
          JSON.stringify(rule.condition.matchesPrefix),
    ),
  );
}

/** `gcloud` can run here (checked before anything is deployed). */
export function hasGcloud(): boolean {
  const result = spawnSync('gcloud', ['--version'], { stdio: 'ignore' });
  return result.status === 0;
}

/** Applies the rule and checks it took; returns a problem to report, or null. */
export function applyLifecycle(bucket: string): string | null {
  const { apply, describe } = lifecycleCommands(bucket);
  const applied = spawnSync(apply[0], apply[1], { cwd: root, stdio: 'inherit' });
  if (applied.status !== 0) return `\`${apply[0]} ${apply[1].join(' ')}\` failed`;
  const described = spawnSync(describe[0], describe[1], { cwd: root, encoding: 'utf8' });
  if (described.status !== 0) return `\`${describe[0]} ${describe[1].join(' ')}\` failed`;
  let reported: unknown;
  try {
    reported = JSON.parse(described.stdout);
  } catch {
    return 'the bucket’s lifecycle configuration could not be read back';
  }
  return lifecycleMatches(reported)
    ? null
    : `the bucket does not report the rule of ${LIFECYCLE_FILE} after applying it`;
}
