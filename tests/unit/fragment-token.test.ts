// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '../../scripts/prerender/early-events';
import { codedError, hasCode, refusedAs } from '../../src/lib/error-code';
import { followPageLink } from '../../src/lib/fragment-token';

const FIRST = 't1.read.AbCdEfGhIjKlMnOpQrSt.mail.2000000000.first';
const SECOND = 't1.read.ZyXwVuTsRqPoNmLkJiHg.mail.2000000000.second';

/** Opens `address` as a new page load: its prerendered body, and its inline script at first paint. */
function openPage(address: string, { inlineScript = true } = {}) {
  window.history.replaceState(null, '', address);
  document.body.innerHTML =
    '<div id="root"><a href="#main">Skip to main content</a><main id="main"></main></div>';
  if (inlineScript) new Function(EARLY_EVENTS_SCRIPT)();
  else window.__earlyEvents = undefined;
}

/** Changes the address's fragment as the browser does (a link in the page, or the address bar). */
async function goTo(hash: string) {
  const changed = new Promise((resolve) =>
    window.addEventListener('hashchange', resolve, { once: true }),
  );
  window.location.hash = hash;
  await changed;
}

describe('the link a page shows', () => {
  it('is its fragment, never its path or query, and nothing without one', () => {
    openPage(`/team/read?x=1#${FIRST}`);
    expect(followPageLink().token()).toBe(FIRST);
    openPage('/application-status');
    expect(followPageLink().token()).toBe('');
  });

  it('is kept from the first paint when the skip link jumps to #main before the page’s code runs', async () => {
    openPage(`/team/read#${FIRST}`);
    await goTo('#main');
    // The page's code arrives only now.
    const link = followPageLink();
    expect(link.token()).toBe(FIRST);
  });

  it('becomes another link opened in the same tab, which the page is told of; a jump inside the page changes nothing', async () => {
    openPage(`/team/read#${FIRST}`);
    const link = followPageLink();
    const told = vi.fn();
    link.subscribe(told);

    await goTo(`#${SECOND}`);
    expect(link.token()).toBe(SECOND);
    expect(told).toHaveBeenCalledTimes(1);

    await goTo('#main');
    await goTo('#');
    expect(link.token()).toBe(SECOND);
    expect(told).toHaveBeenCalledTimes(1);

    // Back to the first link (Back, or the first mail's link again): it is shown again.
    await goTo(`#${FIRST}`);
    expect(link.token()).toBe(FIRST);
    expect(told).toHaveBeenCalledTimes(2);
    // A link that is not a token's shape (cut short, altered) is another link too: its page then
    // says it is not valid, rather than acting on the one before.
    await goTo('#t1.read.cut');
    expect(link.token()).toBe('t1.read.cut');
    expect(told).toHaveBeenCalledTimes(3);
  });

  it('opened before the page’s code arrived, drops the presses made for the earlier link; a jump keeps them', async () => {
    openPage(`/team/read#${FIRST}`);
    const button = document.createElement('button');
    button.type = 'button';
    document.getElementById('main')!.append(button);
    button.click();
    expect(window.__earlyEvents!.actions).toHaveLength(1);

    await goTo('#main');
    expect(window.__earlyEvents!.actions).toHaveLength(1);
    await goTo(`#${SECOND}`);
    expect(window.__earlyEvents!.actions).toEqual([]);
    expect(followPageLink().token()).toBe(SECOND);
  });

  it('is marked missing on a page opened with none, from its first paint, until another link is opened; a jump keeps the mark', async () => {
    // <html data-no-link>: the page's CSS then says the link is not valid before its code arrives.
    const markedMissing = () => document.documentElement.hasAttribute('data-no-link');
    openPage('/application-status');
    expect(markedMissing()).toBe(true);
    await goTo('#main');
    expect(markedMissing()).toBe(true);
    await goTo(`#${FIRST}`);
    expect(markedMissing()).toBe(false);
    await goTo('#main');
    expect(markedMissing()).toBe(false);

    openPage(`/team/held#${FIRST}`);
    expect(markedMissing()).toBe(false);
    openPage('/team/held');
    expect(markedMissing()).toBe(true);
  });

  it('follows the same rule from the moment its code runs where the page has no inline script', async () => {
    openPage(`/newsletter/confirm#${'ab'.repeat(32)}`, { inlineScript: false });
    const link = followPageLink();
    const told = vi.fn();
    link.subscribe(told);
    await goTo('#main');
    expect(link.token()).toBe('ab'.repeat(32));
    await goTo(`#${'cd'.repeat(32)}`);
    expect(link.token()).toBe('cd'.repeat(32));
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('codedError', () => {
  const LinkError = codedError('LinkError', 'invalid-link', 'This link is not valid.');

  it('makes errors that carry their name, code, message and cause', () => {
    const cause = new Error('refused');
    const error = new LinkError({ cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'LinkError', code: 'invalid-link', cause });
    expect(error.message).toBe('This link is not valid.');
    expect(new LinkError().cause).toBeUndefined();
    expect(hasCode('invalid-link')(error)).toBe(true);
    expect(hasCode('invalid-link')(new Error('other'))).toBe(false);
    expect(LinkError.is(error)).toBe(true);
    expect(LinkError.is({ code: 'invalid-link' })).toBe(true);
    expect(LinkError.is(new Error('other'))).toBe(false);
  });

  it('tells a refusal as the given error, and passes any other failure on', () => {
    const refusal = { code: 'permission-denied' };
    const told = refusedAs(refusal, (cause) => new LinkError({ cause }));
    expect(told).toBeInstanceOf(LinkError);
    expect((told as Error).cause).toBe(refusal);
    const offline = { code: 'unavailable' };
    expect(refusedAs(offline, (cause) => new LinkError({ cause }))).toBe(offline);
  });
});
