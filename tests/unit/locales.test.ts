import { describe, expect, it } from 'vitest';
import { appPathOf, locale, localizedPath, otherLocale } from '../../src/i18n/locales';

describe('the English build', () => {
  it('speaks English at the site’s root, and points to the Spanish pages under /es', () => {
    expect(locale).toBe('en');
    expect(otherLocale).toBe('es');
    expect(localizedPath('/services')).toBe('/services');
    expect(localizedPath('/services', 'es')).toBe('/es/services');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(appPathOf('/services')).toBe('/services');
  });
});
