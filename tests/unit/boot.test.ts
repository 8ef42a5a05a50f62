// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootSource,
  deferPageCode,
  entryOf,
  pageModulesScript,
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

describe('the page’s code after the first paint', () => {
  it('replaces the module scripts and preloads with one boot script that imports the entry', () => {
    const { template, boot, everyPage } = deferPageCode(BUILT);
    expect(template.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="module" src="/${boot.name}">`,
    ]);
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('<!--app-head-->');
    expect(boot.name).toMatch(/^assets\/boot-[\w-]{8}\.js$/);
    expect(boot.source).toContain('import("/assets/first-load-BBBB.js")');
    expect(everyPage).toEqual(['/assets/rolldown-runtime-AAAA.js', '/assets/shared-CCCC.js']);
  });

  it('names the boot script after its entry, so a new deploy is told apart from the old one', () => {
    const first = deferPageCode(BUILT).boot.name;
    const next = deferPageCode(BUILT.replace('first-load-BBBB', 'first-load-DDDD')).boot.name;
    expect(next).not.toBe(first);
    expect(deferPageCode(BUILT).boot.name).toBe(first);
  });

  it('writes the stages into the boot script, and a new list of stages names it anew', () => {
    const stages = ['/assets/rolldown-runtime-AAAA.js', '/assets/shared-CCCC.js'];
    const { boot } = deferPageCode(BUILT, stages);
    expect(boot.source).toContain(`const stages = ${JSON.stringify(stages)};`);
    expect(boot.name).not.toBe(deferPageCode(BUILT).boot.name);
    expect(entryOf(BUILT)).toBe('/assets/first-load-BBBB.js');
  });

  it('refuses a template without a module script', () => {
    expect(() => deferPageCode('<html><head></head></html>')).toThrow(/no module script/);
  });

  it('writes the list as data, with < escaped', () => {
    expect(pageModulesScript(['/assets/a.js', '/assets/</script>.js'])).toBe(
      '<script type="application/json" id="page-modules">["/assets/a.js","/assets/\\u003c/script>.js"]</script>',
    );
  });
});

describe('the boot script in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  /**
   * Runs the boot script with `import()` replaced by a spy (which fails for the URLs in `failing`);
   * returns the spy and the frame to paint.
   */
  function runBoot(
    modules: string[],
    stages: string[] = [],
    failing: string[] = [],
    pageLang = 'en',
  ) {
    vi.useFakeTimers();
    document.documentElement.lang = pageLang;
    document.head.innerHTML = pageModulesScript(modules);
    let paintFrame = () => undefined as void;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paintFrame = () => callback(performance.now());
      return 1;
    });
    const imported = vi.fn((url: string) =>
      failing.includes(url) ? Promise.reject(new Error(`${url} failed`)) : Promise.resolve({}),
    );
    const source = bootSource('/assets/first-load-BBBB.js', stages).replace(
      /\bimport\(/g,
      'imported(',
    );
    new Function('imported', source)(imported);
    return { imported, paintFrame: () => paintFrame() };
  }

  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it('loads nothing into a page of another language (the not-found page being replaced by the Spanish one)', () => {
    const { imported, paintFrame } = runBoot(['/assets/runtime.js'], [], [], 'es');
    paintFrame();
    vi.advanceTimersByTime(2000);

    expect(imported).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it('loads nothing until a frame has painted, then preloads the page’s chunks and imports the entry once', () => {
    const { imported, paintFrame } = runBoot(['/assets/runtime.js', '/assets/services-page.js']);
    expect(imported).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);

    paintFrame();
    vi.advanceTimersByTime(0);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
    // The entry too: it downloads with the rest instead of after them.
    expect(preloaded()).toEqual([
      '/assets/runtime.js',
      '/assets/services-page.js',
      '/assets/first-load-BBBB.js',
    ]);

    vi.advanceTimersByTime(2000);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(preloaded()).toHaveLength(3);
  });

  it('evaluates each stage in a task of its own, in order, and then the entry', async () => {
    const stages = ['/assets/first-load-react.js', '/assets/first-load-vendor.js'];
    const { imported, paintFrame } = runBoot([...stages, '/assets/runtime.js'], stages);
    paintFrame();
    // One task: the timers pending at that moment, then the promise callbacks they lead to.
    const nextTask = async () => {
      vi.runOnlyPendingTimers();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
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
    paintFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(imported.mock.calls).toEqual([
      ['/assets/first-load-react.js'],
      ['/assets/first-load-BBBB.js'],
    ]);
  });

  it('starts within a second when no frame comes (a tab opened in the background)', () => {
    const { imported } = runBoot([]);
    vi.advanceTimersByTime(999);
    expect(imported).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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
  const TEMPLATE =
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
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
