import { describe, expect, it } from 'vitest';
import { company, findPlaceholders, smsHref, telHref } from '../../src/content/company';

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

  it("shows the hero phone as '(888) 868-4111'", () => {
    expect(company.heroPhone.display).toBe('(888) 868-4111');
  });

  it("links the hero phone as 'tel:+18888684111'", () => {
    expect(telHref(company.heroPhone)).toBe('tel:+18888684111');
  });

  it("links 'text us' as 'sms:+18888684111'", () => {
    expect(smsHref(company.heroPhone)).toBe('sms:+18888684111');
  });
});
