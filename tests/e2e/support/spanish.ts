import type { Page } from '@playwright/test';
import { englishWordsIn } from '../../fixtures/english-words';
import { expect } from './test';

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
  const english = (await interfaceText(page)).flatMap((piece) => englishWordsIn(piece));
  expect(english, `English text on ${where}`).toEqual([]);
}
