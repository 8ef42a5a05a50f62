import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { themeMadeAtBuild } from '../../vite.config';

/**
 * The browser build's plugin that makes MUI's default theme the page theme (decision 0084) changes
 * one line of two MUI files. Every other line keeps its place, so that the source maps the bench
 * reads (`BUILD_SOURCEMAPS=1`) still point at MUI's own lines.
 */
const MUI_FILES = ['@mui/material/Box/Box.mjs', '@mui/material/styles/defaultTheme.mjs'];

type Handler = (this: { error: (message: string) => never }, code: string, id: string) => unknown;

function transform(code: string, id: string) {
  const { transform: hook } = themeMadeAtBuild() as Plugin & { transform: { handler: Handler } };
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return hook.handler.call(context, code, id) as { code: string; map: null };
}

describe('MUI’s default theme, made the page theme in the browser build', () => {
  for (const file of MUI_FILES) {
    it(`changes only the line that makes it in ${file}, and no other line moves`, () => {
      const id = resolve('node_modules', file);
      const before = readFileSync(id, 'utf8').split('\n');
      const after = transform(before.join('\n'), id).code.split('\n');

      expect(after).toHaveLength(before.length);
      const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
      expect(changed).toHaveLength(1);
      expect(before[changed[0]!]).toBe('const defaultTheme = createTheme();');
      expect(after[changed[0]!]).toMatch(
        /^import \{ pageTheme \} from "[^"]+\/src\/theme\/page-theme\.ts"; const defaultTheme = pageTheme\(\);$/,
      );
    });
  }

  it('stops the build, naming the file, when MUI makes it another way', () => {
    expect(() => transform('const defaultTheme = createTheme({});\n', 'Box.mjs')).toThrow(
      /MUI no longer makes its default theme as expected in Box\.mjs/,
    );
  });
});
