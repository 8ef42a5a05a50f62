import { englishWordsIn } from '../../fixtures/english-words';
import { expect } from 'vitest';

/**
 * What the Spanish tests assert with. They drive the wizard with the driver every unit test of it
 * uses (tests/unit/wizard/wizard-helpers.tsx), which finds its controls by their Spanish words in
 * this folder's Vitest project.
 */

/**
 * What a visitor sees or hears of the page now: its text (visually hidden text included, as a screen
 * reader reads it), the accessible names and descriptions written in attributes, and the document's
 * title.
 */
export function everythingSaid(root: ParentNode = document.body): string {
  const attributes = ['aria-label', 'alt', 'placeholder', 'title', 'aria-valuetext'];
  const said = [document.title, root.textContent ?? ''];
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of attributes) {
      const value = element.getAttribute(attribute);
      if (value) said.push(value);
    }
  }
  return said.join('\n');
}

/** Fails with the English words found in what the page says now. */
export { englishWordsIn };

export function expectNoEnglish(root?: ParentNode) {
  expect(englishWordsIn(everythingSaid(root))).toEqual([]);
}
