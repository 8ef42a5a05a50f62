import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import listAsBuilt from '@emotion/is-prop-valid';

/**
 * Emotion's list of HTML attributes is left out of every build (vite.config.ts,
 * `emotionWithoutItsAttributeList`; decision 0085): a styled HTML element must say itself which of
 * its props reach the DOM, and none of the site's or of MUI's parts the site uses may leave it to the
 * list.
 */
const root = join(import.meta.dirname, '../..');

/** Each `styled('tag', …)` call in the files under `folder`: its file and its first 300 characters. */
function styledElements(folder: string, extension: RegExp) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => extension.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      // A tag Emotion sends to the list: any name starting lower-case (`h2`, `clipPath`), and its
      // shorthands (`styled.div`).
      return [...source.matchAll(/\bstyled(?:\.[a-z]\w*\s*[(`]|\(\s*['"`][a-z]\w*['"`])/g)].map(
        (match) => ({
          file,
          call: source.slice(match.index, match.index + 300),
        }),
      );
    });
}

/** Whether Emotion would ask the list about the element's props: its options say nothing of them. */
const leftToTheList = (call: string) => {
  if (call.startsWith('styled.')) return true;
  const options = /^styled\(\s*['"`][a-z]\w*['"`]\s*,\s*\{([^}]*)\}/.exec(call)?.[1] ?? '';
  return !/shouldForwardProp|slot:/.test(options);
};

describe('styled HTML elements without Emotion’s attribute list', () => {
  it('every styled element of the site says which props reach the DOM', () => {
    const elements = styledElements(join(root, 'src'), /\.tsx?$/);
    expect(elements.length).toBeGreaterThan(10);
    expect(elements.filter(({ call }) => leftToTheList(call)).map(({ file }) => file)).toEqual([]);
  });

  it('no MUI part the site uses leaves it to the list', () => {
    const mui = join(root, 'node_modules/@mui/material');
    const leaving = new Set(
      styledElements(mui, /\.mjs$/)
        .filter(({ call }) => leftToTheList(call))
        .map(({ file }) => file.split('/')[0]!),
    );
    // What it checks: MUI has such parts (its native select), which the site must not import.
    expect(leaving.size).toBeGreaterThan(0);
    const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(root, 'src', file), 'utf8'))
      .join('\n');
    const imported = [...sources.matchAll(/from '@mui\/material\/(\w+)'/g)].map(
      (match) => match[1],
    );
    expect(imported.filter((part) => leaving.has(part!))).toEqual([]);
  });

  it('puts a stand-in in its place that answers `as` as the list does and refuses the rest', () => {
    expect(listAsBuilt('as')).toBe(false);
    expect(() => listAsBuilt('className')).toThrow(/shouldForwardProp/);
  });
});
