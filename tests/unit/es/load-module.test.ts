// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModuleLoader, ModuleLoadError } from '../../../src/lib/load-module';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('page-boot')?.remove();
});

describe('a Spanish page whose code fails to download without saying which file', () => {
  it('tells a redeploy from the entry the Spanish home page names, not the English one', async () => {
    const bootData = (entry: string) =>
      `<script type="application/json" id="page-boot">${JSON.stringify({ entry, stages: [], lang: 'es' })}</script>`;
    document.head.insertAdjacentHTML('beforeend', bootData('/assets/first-load-ES.js'));
    // The Spanish home page names this page's entry: the site was not redeployed.
    const fetchSpy = vi.fn(async () => new Response(bootData('/assets/first-load-ES.js')));
    vi.stubGlobal('fetch', fetchSpy);
    const load = createModuleLoader(async () => {
      throw new TypeError('Importing a module script failed.');
    });

    const error = await load().then(
      () => null,
      (rejection: unknown) => rejection,
    );

    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).code).toBe('load-failed');
    expect(fetchSpy).toHaveBeenCalledWith('/es', { cache: 'no-store' });
  });
});
