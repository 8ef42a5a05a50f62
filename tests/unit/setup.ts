import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installPopoverStandIn } from './popover-stand-in';

installPopoverStandIn();

// `findBy…` and `waitFor` wait up to 30 s, not 1: they return as soon as the expected state is there,
// and `npm test` runs the unit tests beside the build and the emulator tests (and maybe a second
// `npm test`), where restoring a saved draft can take seconds. A test still fails when the wait ends
// without the expected state.
configure({ asyncUtilTimeout: 30_000 });

// A test fails on an unexpected console error or warning.
let consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length > 0) {
    throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
  }
});
