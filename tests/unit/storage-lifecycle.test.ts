// @vitest-environment node
/**
 * `npm run deploy` applies the Storage lifecycle rule whenever it deploys Storage
 * (scripts/storage-lifecycle.ts), and checks the bucket reports it.
 */
import { describe, expect, it } from 'vitest';
import {
  deploysStorage,
  lifecycleCommands,
  lifecycleMatches,
} from '../../scripts/storage-lifecycle';
import { retention } from '../../src/content/retention';

describe('the lifecycle rule, applied by deploy', () => {
  it.each([
    [[], true],
    [['--only', 'storage'], true],
    [['--only', 'hosting,storage:rules'], true],
    [['--only=firestore,storage'], true],
    [['--only', 'hosting'], false],
    [['--only=functions,extensions'], false],
    [['--force'], true],
  ])('firebase deploy %j deploys Storage: %s', (args, expected) => {
    expect(deploysStorage(args)).toBe(expected);
  });

  it('applies storage-lifecycle.json to the bucket with gcloud, then reads it back', () => {
    expect(lifecycleCommands('roadready.appspot.com')).toEqual({
      apply: [
        'gcloud',
        [
          'storage',
          'buckets',
          'update',
          'gs://roadready.appspot.com',
          '--lifecycle-file=storage-lifecycle.json',
        ],
      ],
      describe: [
        'gcloud',
        [
          'storage',
          'buckets',
          'describe',
          'gs://roadready.appspot.com',
          '--format=json(lifecycle_config)',
        ],
      ],
    });
  });

  it('accepts the bucket’s report only when it holds the rule', () => {
    const rule = {
      action: { type: 'Delete' },
      condition: { age: retention.toolPhotoDays, matchesPrefix: ['job-applications/'] },
    };
    expect(lifecycleMatches({ lifecycle_config: { rule: [rule] } })).toBe(true);
    expect(lifecycleMatches({})).toBe(false);
    expect(
      lifecycleMatches({
        lifecycle_config: { rule: [{ ...rule, condition: { ...rule.condition, age: 365 } }] },
      }),
    ).toBe(false);
  });
});
