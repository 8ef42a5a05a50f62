import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../../src/pages/privacy-policy-page';

const paragraphs = privacyPolicy.sections.flatMap((section) =>
  section.blocks.flatMap((block) => [block.text ?? '', ...(block.items ?? [])]),
);

describe('the privacy policy on "Text us my location"', () => {
  it('says the position is never stored, logged or sent except in the message the driver sends', () => {
    const statement = paragraphs.find((text) => text.includes('Text us my location'));

    expect(statement).toMatch(/never stores, logs or sends your position to us or anyone else/);
    expect(statement).toMatch(/we receive it only if you send that message/);
  });

  it('says it where it lists what customers who call or text us give us', () => {
    const section = privacyPolicy.sections.find((s) =>
      s.blocks.some((block) => block.text?.includes('Text us my location')),
    );

    expect(section?.heading).toMatch(/customers/i);
  });
});
