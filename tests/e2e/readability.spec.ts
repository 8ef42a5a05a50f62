import type { Page } from '@playwright/test';
import { SITE_PAGES } from '../site-pages';
import { expect, expectNoAxeViolations, hasHorizontalScroll, test } from './support/test';
import { openSavedApplication, stepHeading } from './support/wizard';
import { company } from '../../src/content/company';
import { cssRgb } from '../../src/theme/color';
import { brand, night } from '../../src/theme/palette';
import { servicesPageServices } from '../../src/content/service-list';
import { STEPS } from '../../src/features/job-application/rules/schema';
import { SHOWN_STEP_NUMBER } from '../fixtures/shown-step-numbers';
import { REVIEW_HEADING, STEP_TITLES } from '../../src/features/job-application/rules/questions';

/**
 * Readable for every driver: the text size doubled on a small phone, the keyboard, the night scheme,
 * phone numbers that never break.
 */
const MISSING = '/no-such-page';
const PHONE_WIDTHS = [320, 390] as const;

/** Doubles the text size, as a phone's large-text setting does (the root font size at 200%). */
async function doubleTheTextSize(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

/** Lines each phone number on the page is drawn on: 1 for every number when none is broken. */
function phoneNumberLines(page: Page) {
  return page.evaluate(() => {
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      for (const match of (node.textContent ?? '').matchAll(/\(\d{3}\) \d{3}-\d{4}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

test.describe('with the text size doubled on a phone', { tag: '@phone-only' }, () => {
  for (const { path } of SITE_PAGES) {
    test.describe(`${path} at ${PHONE_WIDTHS.join(' and ')} px`, () => {
      if (path === MISSING) test.use({ allowedConsoleErrors: /status of 404/ });

      // One load of the page, checked at each width (the layout follows the width at once), its
      // phone numbers first at the usual text size.
      test(`${path} at ${PHONE_WIDTHS.join(' and ')} px: nothing scrolls sideways, is clipped or hidden, and no number breaks, at the usual text size or doubled`, async ({
        visitedPage: page,
      }) => {
        await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
        await page.goto(path);
        const usual = await phoneNumberLines(page);
        expect(usual.length).toBeGreaterThan(0);
        expect(
          usual.filter(({ lines }) => lines !== 1),
          `numbers broken at ${PHONE_WIDTHS[0]} px`,
        ).toEqual([]);
        await doubleTheTextSize(page);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

          expect(await hasHorizontalScroll(page), `the page scrolls sideways at ${width} px`).toBe(
            false,
          );
          // The header keeps its menu button on screen; the skip link stays out of sight.
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({
            ratio: 1,
          });
          const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
          expect(skip!.y + skip!.height).toBeLessThanOrEqual(0);
          // The call bar's actions are whole, inside the screen, and keep their names.
          const bar = page.getByRole('complementary', { name: 'Call or text for help' });
          for (const name of [
            `Call ${company.heroPhone.display}`,
            'Text us',
            'Text us my location',
          ]) {
            const action = bar.getByRole('link', { name, exact: true });
            await expect(action).toBeInViewport({ ratio: 1 });
            expect(
              await action.evaluate((element) => element.scrollWidth <= element.clientWidth),
              `${name} is clipped at ${width} px`,
            ).toBe(true);
          }
          // Every phone number stays on one line.
          const numbers = await phoneNumberLines(page);
          expect(numbers.length).toBeGreaterThan(0);
          expect(numbers.filter(({ lines }) => lines !== 1)).toEqual([]);
        }
      });
    });
  }

  /** Two chips on each line, the last line holding what is left: [2, 2] for the four services. */
  const TWO_A_LINE = Array.from({ length: Math.ceil(servicesPageServices.length / 2) }, (_, line) =>
    Math.min(2, servicesPageServices.length - 2 * line),
  );
  for (const path of ['/services', '/es/services']) {
    test(`${path}: the service chips sit two to a line at every phone width, and whole with the text doubled`, async ({
      page,
    }) => {
      const chips = page.getByRole('group').locator('label');
      /** The top of each chip, and whether its text fits inside it. */
      const layout = () =>
        chips.evaluateAll((labels) =>
          labels.map((label) => {
            const box = label.getBoundingClientRect();
            // Where the name's letters are drawn (a range's boxes: a block's own box never overflows).
            const range = document.createRange();
            range.selectNodeContents(label.querySelector('span[id$="-title"]')!);
            const text = [...range.getClientRects()];
            return {
              top: Math.round(box.top),
              inside:
                label.scrollWidth <= label.clientWidth &&
                box.left >= 0 &&
                box.right <= document.documentElement.clientWidth &&
                text.every((rect) => rect.left >= box.left && rect.right <= box.right + 0.5),
            };
          }),
        );
      const lines = (chipsLayout: { top: number }[]) => {
        const counts = new Map<number, number>();
        for (const { top } of chipsLayout) counts.set(top, (counts.get(top) ?? 0) + 1);
        return [...counts.values()];
      };
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      for (const width of [320, 360, 390, 412]) {
        await page.setViewportSize({ width, height: 800 });
        const normal = await layout();
        expect(normal).toHaveLength(servicesPageServices.length);
        expect(lines(normal), `chips per line at ${width} px`).toEqual(TWO_A_LINE);
        expect(normal.every((chip) => chip.inside)).toBe(true);
      }
      await doubleTheTextSize(page);
      for (const width of [320, 360, 390, 412]) {
        await page.setViewportSize({ width, height: 800 });
        const doubled = await layout();
        expect(
          doubled.filter((chip) => !chip.inside),
          `a chip is cut at ${width} px with the text doubled`,
        ).toEqual([]);
        expect(await hasHorizontalScroll(page)).toBe(false);
      }
      await expectNoAxeViolations(page, `${path} with the text doubled`);
    });
  }

  test('every step of the application fits, with the text size doubled at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    // Each step, from the answers saved on the device (the keyboard walk is the submission tests').
    for (const step of STEPS) {
      await openSavedApplication(page, { step });
      await doubleTheTextSize(page);
      await expect(stepHeading(page)).toContainText(`Step ${SHOWN_STEP_NUMBER[step]} of 4`);
      expect(await hasHorizontalScroll(page), `the ${step} step`).toBe(false);
    }
    expect((await phoneNumberLines(page)).filter(({ lines }) => lines !== 1)).toEqual([]);
  });
});

/** The visible focus indicator of the focused element, and whether it is clear of the fixed bars. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const parse = (color: string) => {
      const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    /** The first opaque background at or above `element`. */
    const backgroundOf = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color.a > 0.5) return color;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // The ring is drawn on the element itself, or on the part around it (a radio's or checkbox's
    // button, a text field's outline, the label of the service picker's native radio button).
    const candidates = [
      active,
      active.closest('.Mui-focusVisible'),
      active.closest('.MuiInputBase-root'),
      active.closest('label'),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement);
    const ringed = candidates.find((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    // Covered: something else (the fixed header or call bar) is drawn over the middle of what the
    // visitor sees: the ringed part (a visually hidden radio button is seen as its label).
    const shown = ringed ?? active;
    const rect = shown.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const covered = !hit || !(shown.contains(hit) || hit.contains(shown));
    const name =
      active.getAttribute('aria-label') ??
      active.textContent?.trim().slice(0, 40) ??
      active.tagName;
    if (!ringed) return { name, ring: null, contrast: 0, covered };
    const ringStyle = getComputedStyle(ringed);
    const ring = parse(ringStyle.outlineColor);
    // What the ring is drawn on: whatever is just outside it, to its left (or right, at the edge).
    const box = ringed.getBoundingClientRect();
    const gap = parseFloat(ringStyle.outlineOffset) + parseFloat(ringStyle.outlineWidth) + 2;
    const x = box.left - gap >= 0 ? box.left - gap : box.right + gap;
    const beneath = document
      .elementsFromPoint(x, box.top + box.height / 2)
      .find((element) => !ringed.contains(element));
    const [lighter, darker] = [luminance(ring), luminance(backgroundOf(beneath ?? null))].sort(
      (a, b) => b - a,
    );
    return {
      name,
      ring: ringStyle.outlineWidth,
      contrast: (lighter! + 0.05) / (darker! + 0.05),
      covered,
    };
  });
}

async function walkWithTheKeyboard(page: Page, stops: number) {
  const seen: NonNullable<Awaited<ReturnType<typeof focusIndicator>>>[] = [];
  for (let press = 0; press < stops; press += 1) {
    await page.keyboard.press('Tab');
    // Focusing scrolls the element into view (smoothly): let it come to rest.
    await page.waitForFunction(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
    );
    const indicator = await focusIndicator(page);
    if (indicator) seen.push(indicator);
  }
  return seen;
}

test.describe('with the keyboard', () => {
  for (const path of ['/', '/services', '/jobs', '/privacy-policy']) {
    test(`every stop on ${path} shows a clear focus ring, clear of the header and call bar`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      const stops = await walkWithTheKeyboard(page, 30);

      expect(stops.length).toBeGreaterThan(10);
      const unclear = stops.filter(
        (stop) => stop.ring === null || stop.contrast < 3 || stop.covered,
      );
      expect(unclear, 'stops without a clear, uncovered focus ring').toEqual([]);
    });
  }

  test('in the night scheme too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto('/jobs');
    const stops = await walkWithTheKeyboard(page, 25);
    expect(stops.filter((stop) => stop.ring === null || stop.contrast < 3)).toEqual([]);
  });
});

test.describe('in the night scheme (the phone in dark mode)', () => {
  test.use({ colorScheme: 'dark' });

  // Every page passes axe at night in site.spec.ts. Phone only: the same CSS at desktop width is
  // covered there, and a whole application at night is slow (about 30 s).
  test('the application passes axe at night on every step, and the hero stays navy @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    expect(
      await page.locator('#hero').evaluate((hero) => getComputedStyle(hero).backgroundColor),
    ).toBe(cssRgb(brand.navy));
    for (const step of STEPS) {
      await openSavedApplication(page, { step });
      await expectNoAxeViolations(page, `the ${step} step at night`);
    }
  });
});

test('with JavaScript off the night scheme still applies: it is plain CSS', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/about');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    cssRgb(night.background),
  );
  await context.close();
});

test.describe('the application on a phone', { tag: '@phone-only' }, () => {
  test('a new step’s heading lands just below the header, and the review shows the photo', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSavedApplication(page, { step: 'qualifications' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toContainText(REVIEW_HEADING);
    const header = (await page.locator('header').boundingBox())!;
    const heading = (await stepHeading(page).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(heading.y).toBeLessThanOrEqual(header.y + header.height + 32);

    const thumbnail = page.getByRole('img', { name: 'Your tool photo' });
    await expect(thumbnail).toBeVisible();
    expect(
      await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: STEP_TITLES.qualifications })).toContainText(
      'tool-photo.jpg',
    );
  });

  test('the stepper’s step numbers are readable: 4.5:1 or more, day and night', async ({
    page,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/jobs');
      const ratios = await page.locator('.MuiStepIcon-root').evaluateAll((icons) =>
        icons.map((icon) => {
          const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = ([r, g, b]: number[]) =>
            [r!, g!, b!]
              .map((value) => value / 255)
              .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
              .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
          const circle = luminance(parse(getComputedStyle(icon).color));
          const text = icon.querySelector('text');
          const number = text ? luminance(parse(getComputedStyle(text).fill)) : 1;
          const [lighter, darker] = [circle, number].sort((a, b) => b - a);
          return (lighter! + 0.05) / (darker! + 0.05);
        }),
      );
      expect(ratios).toHaveLength(4);
      for (const ratio of ratios) expect(ratio, colorScheme).toBeGreaterThanOrEqual(4.5);
    }
  });
});
