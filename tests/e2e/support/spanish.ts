import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * English words that Spanish interface text never contains as words: any of them on a Spanish page is
 * English text left untranslated (docs/translation.md). Brand names and numbers hold none of them;
 * "no", "a" and "use" are Spanish words too and are left out.
 */
const ENGLISH_WORDS =
  /\b(the|and|you|your|our|with|for|this|that|we|is|are|of|to|call|text|services|home|menu|help|about|page|email|next|back|submit|apply|yes|name|phone|close|open|skip|subscribe|loading|step|photo|required|please|here|now|get|find|not|found|jobs|careers|privacy|terms|policy|drive|us|tools|review|edit|send|sent|try|again)\b/i;

/** The visible text of the page and the names it gives controls and images, piece by piece. */
async function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pieces: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden]')) continue;
      // Text marked as English on purpose (none today) would be left alone.
      if (parent.closest('[lang="en"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent?.trim();
      if (text) pieces.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-description]',
    )) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) pieces.push(value);
      }
    }
    pieces.push(document.title);
    return pieces;
  });
}

/** Fails with every piece of interface text on the page that holds an English word. */
export async function expectNoEnglish(page: Page, where: string) {
  // A file the applicant chose keeps its own name ("tool-photo.jpg").
  const english = (await interfaceText(page)).filter((piece) =>
    ENGLISH_WORDS.test(piece.replace(/[\w.-]+\.(?:jpe?g|png|heic|heif|webp|gif)\b/gi, '')),
  );
  expect(english, `English text on ${where}`).toEqual([]);
}
