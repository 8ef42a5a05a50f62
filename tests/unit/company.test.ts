import { describe, expect, it } from 'vitest';
import { company, findPlaceholders, smsHref, telHref, usPhone } from '../../src/content/company';
import { isValidEmail } from '../../src/lib/email';

describe('company constants (docs/decisions/0007-company-constants.md)', () => {
  it('finds the placeholders of decision 0007 (what a deploy refuses), and only those', () => {
    expect(
      findPlaceholders({
        ...company,
        siteUrl: 'https://roadready.example.com',
        onboardingEmail: 'onboarding@example.com',
        privacyEmail: 'privacy@example.com',
        supportEmail: 'support@example.com',
        governingLawState: '[State]',
        areaServed: '[Service area]',
      }).sort(),
    ).toEqual(
      [
        'areaServed',
        'governingLawState',
        'onboardingEmail',
        'privacyEmail',
        'siteUrl',
        'supportEmail',
      ].sort(),
    );
  });

  it('lists nothing for a fully filled-in set', () => {
    expect(
      findPlaceholders({
        ...company,
        siteUrl: 'https://www.roadready-assist.com',
        onboardingEmail: 'onboarding@roadready-assist.com',
        privacyEmail: 'privacy@roadready-assist.com',
        supportEmail: 'support@roadready-assist.com',
        governingLawState: 'Arizona',
        areaServed: 'Phoenix metropolitan area, AZ',
      }),
    ).toEqual([]);
  });

  it('names each placeholder that remains in a partly filled-in set', () => {
    expect(
      findPlaceholders({
        ...company,
        siteUrl: 'https://www.roadready-assist.com',
        onboardingEmail: 'onboarding@roadready-assist.com',
        privacyEmail: 'privacy@roadready-assist.com',
        supportEmail: 'support@example.com',
        governingLawState: 'Arizona',
        areaServed: 'Phoenix metropolitan area, AZ',
      }),
    ).toEqual(['supportEmail']);
    expect(findPlaceholders({ governingLawState: '[State]' })).toEqual(['governingLawState']);
  });

  // The constants themselves are not pinned here: replacing a placeholder with the real value (the
  // first step of a deploy) must leave every test green. What each value must look like is checked.
  it('holds a plain address for each mailbox and the support phone defaults to the hero phone', () => {
    for (const address of [company.onboardingEmail, company.privacyEmail, company.supportEmail]) {
      expect(isValidEmail(address), address).toBe(true);
    }
    expect(company.supportPhone).toEqual(company.heroPhone);
  });

  it('states the founder experience as docs/product.md does', () => {
    expect(company.founderExperience).toBe('over 15 years');
  });

  it('shows a US number in E.164 form as (NXX) NXX-XXXX', () => {
    expect(usPhone('+12145550142')).toEqual({ display: '(214) 555-0142', e164: '+12145550142' });
  });

  it('refuses a number that is not +1 and ten digits', () => {
    for (const e164 of [
      '2145550142',
      '+1214555014',
      '+121455501422',
      '+442071234567',
      '+1 214 555 0142',
    ]) {
      expect(() => usPhone(e164), e164).toThrow(/E\.164/);
    }
  });

  it('writes the company number once: the shown form is made from the E.164 one', () => {
    expect(company.heroPhone).toEqual(usPhone(company.heroPhone.e164));
  });

  it('links the number as tel: and sms: with its E.164 form', () => {
    expect(telHref(usPhone('+12145550142'))).toBe('tel:+12145550142');
    expect(smsHref(usPhone('+12145550142'))).toBe('sms:+12145550142');
  });
});
