import { describe, expect, it } from 'vitest';
import { appPathOf, locale, localizedPath, otherLocale } from '../../../src/i18n/locales';

describe('the Spanish build', () => {
  it('speaks Spanish, and its pages live under /es', () => {
    expect(locale).toBe('es');
    expect(otherLocale).toBe('en');
    expect(localizedPath('/services')).toBe('/es/services');
    expect(localizedPath('/')).toBe('/es');
    expect(localizedPath('/services', 'en')).toBe('/services');
    expect(appPathOf('/es/services')).toBe('/services');
    expect(appPathOf('/es')).toBe('/');
    expect(appPathOf('/es/')).toBe('/');
  });
});
