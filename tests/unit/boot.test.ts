import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootSource, deferPageCode, pageModulesScript } from '../../scripts/prerender/boot.mjs';

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

  /** Runs the boot script with `import()` replaced by a spy; returns the spy and the frame to paint. */
  function runBoot(modules: string[]) {
    vi.useFakeTimers();
    document.head.innerHTML = pageModulesScript(modules);
    let paintFrame = () => undefined as void;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paintFrame = () => callback(performance.now());
      return 1;
    });
    const imported = vi.fn();
    const source = bootSource('/assets/first-load-BBBB.js').replace(/\bimport\(/, 'imported(');
    new Function('imported', source)(imported);
    return { imported, paintFrame: () => paintFrame() };
  }

  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    );

  it('loads nothing until a frame has painted, then preloads the page’s chunks and imports the entry once', () => {
    const { imported, paintFrame } = runBoot(['/assets/runtime.js', '/assets/services-page.js']);
    expect(imported).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);

    paintFrame();
    vi.advanceTimersByTime(0);
    expect(imported).toHaveBeenCalledExactlyOnceWith('/assets/first-load-BBBB.js');
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/services-page.js']);

    vi.advanceTimersByTime(2000);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(preloaded()).toHaveLength(2);
  });

  it('starts within a second when no frame comes (a tab opened in the background)', () => {
    const { imported } = runBoot([]);
    vi.advanceTimersByTime(999);
    expect(imported).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
