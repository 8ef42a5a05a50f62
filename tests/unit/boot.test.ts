// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_SCRIPT,
  bootTags,
  deferPageCode,
  entryOf,
  pageModulesScript,
  withoutBoot,
} from '../../scripts/prerender/boot';
import { renderDocument } from '../../scripts/prerender/document';
import { EARLY_EVENTS_SCRIPT } from '../../scripts/prerender/early-events';
import { importsInEvaluationOrder } from '../../scripts/prerender/manifest';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/rolldown-runtime-AAAA.js"></script>
    <script type="module" crossorigin src="/assets/first-load-BBBB.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-CCCC.js">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

/** The data a template's boot script reads (`page-boot`). */
const bootDataOf = (template: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-boot">([^<]*)<\/script>/.exec(template)?.[1] ??
      'null',
  ) as unknown;

describe('the page’s code after the first paint', () => {
  it('replaces the module scripts and preloads with the inline boot script, which fetches nothing itself, and its data', () => {
    const { template, everyPage } = deferPageCode(BUILT);
    expect(template.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="page-boot">',
      '<script>',
    ]);
    expect(template).toContain(`<script>${BOOT_SCRIPT}</script>`);
    // The boot script adds the preloads itself, after the first paint.
    expect(template.replace(BOOT_SCRIPT, '')).not.toContain('modulepreload');
    expect(template).not.toMatch(/src="/);
    expect(template).toContain('<!--app-head-->');
    expect(bootDataOf(template)).toEqual({
      entry: '/assets/first-load-BBBB.js',
      stages: [],
      lang: 'en',
    });
    expect(everyPage).toEqual(['/assets/rolldown-runtime-AAAA.js', '/assets/shared-CCCC.js']);
  });

  it('gives the boot script the stages and the language as data: its own text is the same for every build', () => {
    const stages = ['/assets/rolldown-runtime-AAAA.js', '/assets/shared-CCCC.js'];
    const { template } = deferPageCode(BUILT, stages, 'es');
    expect(bootDataOf(template)).toEqual({
      entry: '/assets/first-load-BBBB.js',
      stages,
      lang: 'es',
    });
    expect(template).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(entryOf(BUILT)).toBe('/assets/first-load-BBBB.js');
  });

  it('refuses a template without a module script', () => {
    expect(() => deferPageCode('<html><head></head></html>')).toThrow(/no module script/);
  });

  it('writes the lists as data, with < escaped', () => {
    expect(pageModulesScript(['/assets/a.js', '/assets/</script>.js'])).toBe(
      '<script type="application/json" id="page-modules">["/assets/a.js","/assets/\\u003c/script>.js"]</script>',
    );
    expect(bootTags({ entry: '/assets/</script>.js', stages: [], lang: 'en' })).not.toContain(
      '</script>.js',
    );
  });

  it('leaves the boot script and its data out of the offline page’s template, and says when they are missing', () => {
    const { template } = deferPageCode(BUILT);
    const offline = withoutBoot(template);
    expect(offline).not.toContain('page-boot');
    expect(offline).not.toContain(BOOT_SCRIPT);
    expect(offline).toContain('<!--app-head-->');
    expect(() => withoutBoot(offline)).toThrow(/no boot script/);
  });
});

describe('the boot script in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
  function stubPaintTiming() {
    let report = () => undefined as void;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        private readonly callback: (
          entries: { getEntriesByName: (name: string) => unknown[] },
          observer: FakeObserver,
        ) => void,
      ) {}
      observe() {
        report = () =>
          this.callback(
            {
              getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
            },
            this,
          );
      }
      disconnect() {
        report = () => undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { paint: () => report() };
  }

  /**
   * Runs the boot script with `import()` replaced by a spy (which fails for the URLs in `failing`),
   * as on a page of `pageLang` whose document is parsed; returns the spy and the frame to paint.
   */
  function runBoot(
    modules: string[],
    stages: string[] = [],
    failing: string[] = [],
    pageLang = 'en',
  ) {
    vi.useFakeTimers();
    document.documentElement.lang = pageLang;
    document.head.innerHTML =
      pageModulesScript(modules) +
      bootTags({ entry: '/assets/first-load-BBBB.js', stages, lang: 'en' });
    let paintFrame = () => undefined as void;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paintFrame = () => callback(performance.now());
      return 1;
    });
    const imported = vi.fn((url: string) =>
      failing.includes(url) ? Promise.reject(new Error(`${url} failed`)) : Promise.resolve({}),
    );
    new Function('imported', BOOT_SCRIPT.replace(/\bimport\(/g, 'imported('))(imported);
    return { imported, paintFrame: () => paintFrame() };
  }

  /** Lets the promise callbacks pending now run (the parse, once it has been told). */
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it('loads nothing into a page of another language (the not-found page being replaced by the Spanish one)', async () => {
    const { imported, paintFrame } = runBoot(['/assets/runtime.js'], [], [], 'es');
    await settle();
    paintFrame();
    await vi.advanceTimersByTimeAsync(2000);

    expect(imported).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it('loads the code of an English page made Spanish while it was parsed, once it is English again (the Spanish not-found page could not be fetched)', async () => {
    const { paint } = stubPaintTiming();
    const { imported } = runBoot(['/assets/runtime.js'], [], [], 'es');
    await settle();
    document.documentElement.lang = 'en';
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
  });

  it('reads the page’s list of chunks when it starts, wherever the list is in the page', async () => {
    const { paint } = stubPaintTiming();
    const { imported } = runBoot([]);
    document.getElementById('page-modules')?.remove();
    document.body.insertAdjacentHTML('beforeend', pageModulesScript(['/assets/later.js']));
    await settle();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(['/assets/later.js', '/assets/first-load-BBBB.js']);
    document.getElementById('page-modules')?.remove();
  });

  it('loads nothing until the first contentful paint, then preloads the page’s chunks and imports the entry once', async () => {
    const { paint } = stubPaintTiming();
    const { imported, paintFrame } = runBoot(['/assets/runtime.js', '/assets/services-page.js']);
    await settle();
    // A frame without content painted is not enough.
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);

    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
    // The entry too: it downloads with the rest instead of after them.
    expect(preloaded()).toEqual([
      '/assets/runtime.js',
      '/assets/services-page.js',
      '/assets/first-load-BBBB.js',
    ]);

    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(preloaded()).toHaveLength(3);
  });

  it('where the browser does not tell the first paint, waits for the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { imported, paintFrame } = runBoot(['/assets/runtime.js']);
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(imported).not.toHaveBeenCalled();

    paintFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
  });

  it('waits for the whole document to be parsed, even once a paint has come', async () => {
    const { paint } = stubPaintTiming();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { imported } = runBoot(['/assets/runtime.js']);
    await settle();
    paint();
    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).not.toHaveBeenCalled();

    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    await settle();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
  });

  it('evaluates each stage in a task of its own, in order, and then the entry', async () => {
    const stages = ['/assets/first-load-react.js', '/assets/first-load-vendor.js'];
    const { imported, paintFrame } = runBoot([...stages, '/assets/runtime.js'], stages);
    await settle();
    paintFrame();
    // One task: the timers pending at that moment, then the promise callbacks they lead to.
    const nextTask = async () => {
      vi.runOnlyPendingTimers();
      await settle();
    };
    await nextTask();
    expect(imported.mock.calls).toEqual([['/assets/first-load-react.js']]);
    await nextTask();
    expect(imported.mock.calls).toEqual([
      ['/assets/first-load-react.js'],
      ['/assets/first-load-vendor.js'],
    ]);
    await nextTask();
    expect(imported.mock.calls.at(-1)).toEqual(['/assets/first-load-BBBB.js']);
    expect(imported).toHaveBeenCalledTimes(3);
    // Every chunk was preloaded at the start, so they download side by side.
    expect(preloaded()).toEqual([...stages, '/assets/runtime.js', '/assets/first-load-BBBB.js']);
  });

  it('still imports the entry when a stage fails (its import then reports the failure)', async () => {
    const stages = ['/assets/first-load-react.js', '/assets/first-load-vendor.js'];
    const { imported, paintFrame } = runBoot(stages, stages, ['/assets/first-load-react.js']);
    await settle();
    paintFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(imported.mock.calls).toEqual([
      ['/assets/first-load-react.js'],
      ['/assets/first-load-BBBB.js'],
    ]);
  });

  it('in a tab opened in the background, which paints nothing, starts a second after the parse', async () => {
    stubPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { imported } = runBoot([]);
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('in a tab on the screen, waits for the paint however long it takes, up to five seconds', async () => {
    stubPaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { imported } = runBoot([]);
    await settle();
    await vi.advanceTimersByTimeAsync(4999);
    expect(imported).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(imported).toHaveBeenCalledTimes(1);
  });
});

describe('the order the first load’s chunks are evaluated in', () => {
  // The shape of Vite's build manifest: chunks by key, `imports` naming other keys.
  const manifest = {
    '_first-load-APP.js': {
      file: 'assets/first-load-APP.js',
      imports: ['_rolldown-runtime-R.js', '_first-load-mui-M.js', '_first-load-react-X.js'],
      dynamicImports: ['src/pages/about-page.tsx'],
    },
    '_first-load-mui-M.js': {
      file: 'assets/first-load-mui-M.js',
      imports: ['_rolldown-runtime-R.js', '_first-load-vendor-V.js', '_first-load-react-X.js'],
    },
    '_first-load-vendor-V.js': {
      file: 'assets/first-load-vendor-V.js',
      imports: ['_rolldown-runtime-R.js', '_first-load-react-X.js'],
    },
    '_first-load-react-X.js': {
      file: 'assets/first-load-react-X.js',
      imports: ['_rolldown-runtime-R.js'],
    },
    '_rolldown-runtime-R.js': { file: 'assets/rolldown-runtime-R.js' },
    'src/pages/about-page.tsx': { file: 'assets/about-page-P.js', imports: ['_first-load-APP.js'] },
  };

  it('lists every chunk the entry imports after the chunks it imports itself, without the entry', () => {
    expect(importsInEvaluationOrder(manifest, '/assets/first-load-APP.js')).toEqual([
      '/assets/rolldown-runtime-R.js',
      '/assets/first-load-react-X.js',
      '/assets/first-load-vendor-V.js',
      '/assets/first-load-mui-M.js',
    ]);
  });

  it('fails the build for an entry the manifest does not know', () => {
    expect(() => importsInEvaluationOrder(manifest, '/assets/nope.js')).toThrow(/no chunk/);
  });
});

describe('when a page fetches its code', () => {
  // The built template as the build hands it to each page: with the boot script in it.
  const TEMPLATE = deferPageCode(BUILT).template;
  const page = (html: string) => ({ html, head: '<title>T</title>', styles: '' });
  /** Every script the HTML itself makes the browser fetch while it is parsed. */
  const fetchedDuringParse = (document: string) =>
    [...document.matchAll(/<(?:link|script)\b[^>]*\.js"[^>]*>/g)].map((match) => match[0]);
  const options = { pageModules: ['/assets/layer.js'] };

  // Lighthouse's simulation takes every request finished before the first paint as needed for the
  // largest paint: code fetched during parse doubled the text pages' mobile LCP (decision 0041).
  it('no page fetches a script while its HTML is parsed: its chunks are listed for the boot script', () => {
    for (const html of [
      '<h1>Drive With Us</h1>',
      '<img src="/hero.svg" fetchpriority="high" alt="">',
    ]) {
      const document = renderDocument(TEMPLATE, page(html), options);

      expect(fetchedDuringParse(document)).toEqual([]);
      expect(document).toContain(
        '<script type="application/json" id="page-modules">["/assets/layer.js"]</script>',
      );
    }
  });

  it('a page with a high-priority image preloads it', () => {
    const document = renderDocument(
      TEMPLATE,
      page('<img src="/hero.svg" fetchpriority="high" alt="">'),
      options,
    );

    expect(document).toContain(
      '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">',
    );
  });

  it('lists the layout’s chunks on the first screen (the footer on a short page) after the page’s, once each', () => {
    const document = renderDocument(TEMPLATE, page('<h1>Page not found</h1>'), {
      ...options,
      layoutModules: ['/assets/footer.js', '/assets/layer.js'],
    });

    expect(document).toContain('["/assets/layer.js","/assets/footer.js"]');
  });

  it('puts the script that catches early taps first in the head, before the page’s own tags', () => {
    const document = renderDocument(TEMPLATE, page('<h1>Services</h1>'), options);

    expect(document.indexOf(`<script>${EARLY_EVENTS_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(document.indexOf('<script>')).toBeLessThan(document.indexOf('<title>'));
  });
});
