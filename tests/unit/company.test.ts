import { describe, expect, it } from 'vitest';
import { company, findPlaceholders, smsHref, telHref, usPhone } from '../../src/content/company';

describe('company constants (docs/decisions/0007-company-constants.md)', () => {
  it('lists every placeholder still in the shipped constants', () => {
    expect([...findPlaceholders()].sort()).toEqual(
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

  it('uses the placeholders of decision 0007 for the values not yet known', () => {
    expect(company.onboardingEmail).toBe('onboarding@example.com');
    expect(company.privacyEmail).toBe('privacy@example.com');
    expect(company.supportEmail).toBe('support@example.com');
    expect(company.governingLawState).toBe('[State]');
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
