// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { offeredServices } from '../../src/content/service-list';
import { webManifest, webManifestText } from '../../src/content/web-manifest';

describe('the web manifest (/manifest.webmanifest, made by vite.config.ts)', () => {
  it('names the company', () => {
    expect(webManifest().name).toBe(company.name);
    expect(webManifest().short_name).toBe(company.shortName);
  });

  it('describes every service offered and gives the company number', () => {
    const { description } = webManifest();
    expect(description).toMatch(/^Roadside assistance at a fraction of the cost: /);
    for (const service of offeredServices) expect(description).toContain(service.inList);
    expect(description).toContain(`Call or text ${company.heroPhone.display}.`);
  });

  it('names icons that are in public/', () => {
    for (const icon of webManifest().icons) {
      expect(
        existsSync(fileURLToPath(new URL(`../../public${icon.src}`, import.meta.url))),
        icon.src,
      ).toBe(true);
    }
  });

  it('is served as JSON indented by two spaces', () => {
    expect(JSON.parse(webManifestText())).toEqual(webManifest());
    expect(webManifestText()).toMatch(/^\{\n {2}"name": .*\n\}\n$/s);
  });
});
