// @vitest-environment node
/**
 * Keeps the security rules in step with the app's constants, without the emulators (the rules
 * themselves are tested in tests/rules with `npm run test:rules`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FILE_FIELDS, fileQuestionOf } from '../../src/features/job-application/rules/schema';

/** Every type a file question takes: the storage rules take these and no other. */
const ACCEPTED_PHOTO_TYPES = [
  ...new Set(FILE_FIELDS.flatMap((field) => fileQuestionOf(field).types)),
];
/** The largest file a file question takes: the storage rules refuse one this large. */
const MAX_PHOTO_BYTES = Math.max(...FILE_FIELDS.map((field) => fileQuestionOf(field).maxBytes));
import {
  buildUploadPath,
  EXTENSIONS_BY_TYPE,
} from '../../src/features/job-application/sending/upload';
import { REUPLOAD_AFTER_MS } from '../../src/features/job-application/rules/photo-path';
import { PHOTO_MAX_AGE_MS } from '../../functions/src/photo';

const readProjectFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/** The value of a single-quoted rules string literal (the rules language escapes with `\`). */
const unescapeRulesString = (literal: string) => literal.replace(/\\(.)/g, '$1');

describe('security rules constants', () => {
  it('firestore.rules closes the mail collection to every client', () => {
    const rules = readProjectFile('firestore.rules');
    const block = /match \/mail\/\{mailId\} \{([^}]*)\}/.exec(rules)?.[1] ?? '';
    expect(block.replace(/\/\/.*$/gm, '').trim()).toBe('allow read, write: if false;');
  });

  it('firestore.rules lets no browser write an application or a receipt (the callable does: decision 0061)', () => {
    const rules = readProjectFile('firestore.rules');
    const block = (name: string) =>
      (new RegExp(`match /${name}/\\{[A-Za-z]+\\} \\{([^}]*)\\}`).exec(rules)?.[1] ?? '')
        .replace(/\/\/.*$/gm, '')
        .trim();
    expect(block('applications')).toBe('allow read, write: if false;');
    expect(block('applicationReceipts')).toBe('allow get: if isAutoId(receiptId);');
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

    for (const type of ACCEPTED_PHOTO_TYPES) {
      expect(buildUploadPath('photo', 1732200000000, 'ab12cd34ef', type).split('/')[1]).toMatch(
        uploadName,
      );
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

  it('storage.rules refuses a photo as large as the largest the file questions declare (its limit, held to the declarations)', () => {
    const rules = readProjectFile('storage.rules');
    const limit = /request\.resource\.size < ([0-9 *]+)\n/.exec(rules)?.[1];
    expect(limit).toBeDefined();
    // The rules write the limit as a product of numbers ("10 * 1024 * 1024"): its value.
    const bytes = (limit ?? '').split('*').reduce((product, factor) => product * Number(factor), 1);
    expect(bytes).toBe(MAX_PHOTO_BYTES);
  });

  it('the site uploads a photo again before the function would find it too old for a new application', () => {
    expect(REUPLOAD_AFTER_MS).toBeLessThan(PHOTO_MAX_AGE_MS);
    // An hour's margin at least: a send that starts just before may take a while to arrive.
    expect(PHOTO_MAX_AGE_MS - REUPLOAD_AFTER_MS).toBeGreaterThanOrEqual(60 * 60 * 1000);
  });

  it('storage.rules pairs exactly the photo types the wizard accepts with the extensions the upload helper gives them', () => {
    const rules = readProjectFile('storage.rules');
    const table =
      /function extensionsOf\(contentType\) \{\s*return \{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const pairs = Object.fromEntries(
      [...table.matchAll(/'(image\/[a-z]+)': \[([^\]]*)\]/g)].map((match) => [
        match[1],
        [...(match[2] ?? '').matchAll(/'([a-z]+)'/g)].map((extension) => extension[1]),
      ]),
    );
    expect(pairs).toEqual(EXTENSIONS_BY_TYPE);
    expect(Object.keys(pairs).sort()).toEqual([...ACCEPTED_PHOTO_TYPES].sort());
  });
});
