import { afterEach, beforeEach, vi } from 'vitest';

// The DOM's part (Testing Library, its matchers, the popover stand-in) only where a test file has a
// DOM (`// @vitest-environment jsdom`): loading React DOM and Testing Library into the other files,
// which never use them, cost about a quarter of a second each.
const dom = typeof document === 'undefined' ? null : await import('./dom-setup');

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
  // Unmounting first: what it logs counts too.
  dom?.cleanup();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length > 0) {
    throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
  }
});
