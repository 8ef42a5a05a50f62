// @vitest-environment node
/**
 * The prerender names the styles no element uses in an empty `<style data-emotion>` tag, so the
 * browser's cache does not make them again when it hydrates (src/app/emotion-unused-styles.ts). That
 * reads Emotion's server-side cache beyond its documented API; this fails when an Emotion upgrade
 * changes what it reads. tests/unit/emotion-cache-start.test.ts checks the browser's half: a cache
 * made at start-up takes such a tag's names as styles it already has.
 */
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../src/app/emotion-cache';
import { unusedStylesTag } from '../../src/app/emotion-unused-styles';
import { AppProviders } from '../../src/app/providers';

describe('the styles no element uses, at build time', () => {
  it('are named in one empty tag: made by the cache, carried by no element, absent from the CSS', () => {
    const server = createEmotionCache();
    // Made before rendering, as the prerender does: it keeps the styles out of the markup.
    const emotion = createEmotionServer(server);
    const html = renderToString(
      <AppProviders cache={server}>
        <OutlinedInput placeholder="Your email address" />
        <Button variant="contained">Subscribe</Button>
      </AppProviders>,
    );
    const chunks = emotion.extractCriticalToChunks(html);
    const tag = unusedStylesTag(server, chunks.styles);
    const names = /^<style data-emotion="css ([^"]+)"><\/style>$/.exec(tag)?.[1]?.split(' ') ?? [];
    // MUI's inputs and buttons are styled on top of other styled components: the outer style is
    // merged into the inner one's class.
    expect(names.length).toBeGreaterThan(0);
    const css = chunks.styles.map((style) => style.css).join('');
    for (const name of names) {
      expect(html).not.toContain(`css-${name}`);
      expect(css).not.toContain(`.css-${name}{`);
    }
  });
});
