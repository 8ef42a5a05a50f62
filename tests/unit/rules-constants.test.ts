// @vitest-environment node
/**
 * Keeps the security rules in step with the app's constants, without the emulators (the rules
 * themselves are tested in tests/rules with `npm run test:rules`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { ACCEPTED_PHOTO_TYPES } from '../../src/features/job-application/rules/schema';

const readProjectFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/** The value of a single-quoted rules string literal (the rules language escapes with `\`). */
const unescapeRulesString = (literal: string) => literal.replace(/\\(.)/g, '$1');

describe('security rules constants', () => {
  it('the onboarding address pinned in firestore.rules is the one in the company constants', () => {
    const rules = readProjectFile('firestore.rules');
    const pinned = [...rules.matchAll(/data\.to\s*==\s*\[\s*'((?:[^'\\]|\\.)*)'\s*\]/g)].map(
      (match) => unescapeRulesString(match[1] ?? ''),
    );
    expect(pinned).toEqual([company.onboardingEmail]);
  });

  it('storage.rules accepts the upload path shape the client produces', () => {
    const rules = readProjectFile('storage.rules');
    expect(rules).toContain('match /job-applications/{fileName}');
    expect(rules).toMatch(/allow create: if isUploadName\(fileName\)/);
    const literal =
      /function isUploadName\(name\)\s*\{\s*return name\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(
        rules,
      )?.[1];
    expect(literal).toBeDefined();
    // `matches` in the rules language tests the whole string, like an anchored pattern.
    const uploadName = new RegExp(`^(?:${unescapeRulesString(literal ?? '')})$`);

    for (const name of [
      '1732200000000-ab12cd34ef.jpg',
      '1732200000000-ab12cd34ef.bin',
      '1732200000000-0000000000.webp',
    ]) {
      expect(name).toMatch(uploadName);
    }
    for (const name of [
      '../x.jpg',
      'x.jpg',
      '1732200000000-ab12cd34ef',
      '1732200000000-AB12CD34EF.jpg',
      '1732200000000-ab12cd34ef.JPG',
      '1732200000000-ab12cd34ef.jpg.html',
      '173220000000-ab12cd34ef.jpg',
      '1732200000000-ab12cd34e.jpg',
      'nested/1732200000000-ab12cd34ef.jpg',
    ]) {
      expect(name).not.toMatch(uploadName);
    }
  });

  it('storage.rules accepts exactly the photo types the wizard accepts', () => {
    const rules = readProjectFile('storage.rules');
    const pattern = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(rules)?.[1];
    expect(
      pattern
        ?.split('|')
        .map((subtype) => `image/${subtype}`)
        .sort(),
    ).toEqual([...ACCEPTED_PHOTO_TYPES].sort());
  });
});
