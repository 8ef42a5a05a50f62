import { describe, expect, it, vi } from 'vitest';
import { company } from '../../src/content/company';
import { privacyPolicy } from '../../src/pages/privacy-policy-page';
import { termsOfService } from '../../src/content/legal/terms-of-service';
import { offeredServices } from '../../src/content/service-list';
import type { LegalBlock, LegalDocument, LegalSection } from '../../src/content/legal/types';
import {
  APPLICATION_QUESTIONS,
  COLLECTED_GROUPS,
} from '../../src/features/job-application/rules/form';
import { SIGN_UP_QUESTIONS } from '../../src/features/newsletter/sign-up-form';
import { collectedFromSubscribers } from '../../src/features/newsletter/collected';

const blockText = (block: LegalBlock) => [block.text ?? '', ...(block.items ?? [])].join('\n');
const sectionText = (section: LegalSection | undefined) =>
  section ? [section.heading, ...section.blocks.map(blockText)].join('\n') : '';
const documentText = (doc: LegalDocument) =>
  [doc.title, ...doc.intro.map(blockText), ...doc.sections.map(sectionText)].join('\n');
/** The section at a 1-based position, as the page numbers them. */
const section = (doc: LegalDocument, n: number) => doc.sections[n - 1];

const PRIVACY_HEADINGS: readonly RegExp[] = [
  /applicant/i,
  /customer/i,
  /\buse\b/i,
  /shar/i,
  /contractor/i,
  /storage|security/i,
  /retention|how long/i,
  /rights/i,
  /children/i,
  /update|change/i,
  /contact/i,
];

const TERMS_HEADINGS: readonly RegExp[] = [
  /services/i,
  /customer/i,
  /driver application/i,
  /contractor/i,
  /payment/i,
  /limitation of liability/i,
  /indemnif/i,
  /disclaimer/i,
  /termination/i,
  /changes/i,
  /governing law/i,
  /contact/i,
];

function describeWellFormed(name: string, doc: LegalDocument) {
  describe(`the ${name} is well formed`, () => {
    it('gives every section a heading without a number and one to four blocks', () => {
      for (const s of doc.sections) {
        expect(s.heading.trim()).not.toBe('');
        expect(s.heading).not.toMatch(/^\s*\d/);
        expect(s.blocks.length).toBeGreaterThanOrEqual(1);
        expect(s.blocks.length).toBeLessThanOrEqual(4);
      }
    });

    it('has text in every paragraph and items in every list', () => {
      for (const block of [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)]) {
        if (block.kind === 'paragraph') {
          expect(block.text?.trim()).toBeTruthy();
        } else {
          expect(block.items?.length).toBeGreaterThan(0);
          for (const item of block.items ?? []) expect(item.trim()).not.toBe('');
        }
      }
    });

    it('is plain text, with no HTML, markdown or unfilled template', () => {
      const text = documentText(doc);
      expect(text).not.toMatch(/<[a-z/!]/i);
      expect(text).not.toMatch(/\*\*|__|^#|\[[^\]]*\]\(/m);
      expect(text).not.toMatch(/\$\{|undefined|\bnull\b|\[object Object\]/);
    });

    it('names the company in the introduction', () => {
      expect(doc.intro.map(blockText).join('\n')).toContain(company.name);
    });
  });
}

describe('the privacy policy', () => {
  it('is titled "Privacy Policy" and is effective August 25, 2025', () => {
    expect(privacyPolicy.title).toBe('Privacy Policy');
    expect(privacyPolicy.effectiveDate).toBe('August 25, 2025');
    expect(privacyPolicy.effectiveDateIso).toBe('2025-08-25');
  });

  it('has the 11 sections of docs/product.md in order', () => {
    expect(privacyPolicy.sections).toHaveLength(PRIVACY_HEADINGS.length);
    privacyPolicy.sections.forEach((s, i) => expect(s.heading).toMatch(PRIVACY_HEADINGS[i]!));
  });

  it('lists what each question of the application collects, as its declaration words it', () => {
    const text = sectionText(section(privacyPolicy, 1));
    for (const [id, question] of Object.entries(APPLICATION_QUESTIONS)) {
      expect(text, id).toContain(question.collected.what);
    }
    for (const group of Object.values(COLLECTED_GROUPS)) expect(text).toContain(`${group}: `);
  });

  it('says a newsletter sign-up collects what each of its fields asks, and the page’s language', () => {
    const text = documentText(privacyPolicy);
    for (const field of Object.values(SIGN_UP_QUESTIONS)) expect(text).toContain(field.collected);
    expect(text).toContain('the language of the page you signed up on');
  });

  it('lists what applicants give us, including the tool photo', () => {
    const text = sectionText(section(privacyPolicy, 1));
    for (const word of [/name/i, /phone/i, /email/i, /location/i, /eligibility/i, /experience/i]) {
      expect(text).toMatch(word);
    }
    expect(text).toMatch(/tools/i);
    expect(text).toMatch(/photo/i);
  });

  it('says customer calls may be recorded', () => {
    const text = sectionText(section(privacyPolicy, 2));
    expect(text).toMatch(/calls[^.]*may be recorded/i);
  });

  it('lists what customers give us, including payment and insurance details', () => {
    const text = sectionText(section(privacyPolicy, 2));
    for (const word of [/name/i, /phone/i, /vehicle/i, /location/i, /payment/i, /insurance/i]) {
      expect(text).toMatch(word);
    }
  });

  it('says the newsletter collects only what its fields ask, the address first among them, and can be left at any time', () => {
    const text = privacyPolicy.sections.slice(0, 3).map(sectionText).join('\n');
    expect(text).toMatch(/newsletter[^.]*only [^.]*your email address/i);
    expect(text).toContain(`we collect only ${collectedFromSubscribers()}.`);
    expect(text).toMatch(/unsubscribe at any time/i);
  });

  it('says the site uses no analytics or third-party trackers', () => {
    expect(documentText(privacyPolicy)).toMatch(/not use analytics[^.]*third-party trackers/i);
  });

  it('says personal information is not sold', () => {
    expect(sectionText(section(privacyPolicy, 4))).toMatch(/do not sell personal information/i);
  });

  it('says applicants apply as 1099 independent contractors and applying is not employment', () => {
    const text = sectionText(section(privacyPolicy, 5));
    expect(text).toMatch(/1099 independent contractors/i);
    expect(text).toMatch(/does not create an employment relationship/i);
  });

  it('names the hosting provider, the emailed application and the limits of security', () => {
    const text = sectionText(section(privacyPolicy, 6));
    expect(text).toMatch(/Google Firebase/);
    expect(text).toMatch(/email to our onboarding team/i);
    expect(text).toMatch(/100% secure/);
  });

  it('says the application draft stays on the device, is deleted on send or "Start over", and expires 7 days after its last change', () => {
    const text = sectionText(section(privacyPolicy, 7));
    expect(text).toMatch(/draft/i);
    expect(text).toMatch(/only on your own device/i);
    expect(text).toMatch(/browser's storage/i);
    expect(text).toMatch(/photo/i);
    expect(text).toMatch(
      /deleted[^.]*when you send the application or when you choose "Start over"/i,
    );
    expect(text).toMatch(/expires 7 days after/i);
  });

  it('lists access, correction, deletion and newsletter opt-out, and how to ask', () => {
    const text = sectionText(section(privacyPolicy, 8));
    for (const right of [/access/i, /correct/i, /delet/i, /newsletter/i])
      expect(text).toMatch(right);
    expect(text).toContain(company.privacyEmail);
  });

  it('says the service is not for anyone under 18 and drivers must be at least 18', () => {
    const text = sectionText(section(privacyPolicy, 9));
    expect(text).toMatch(/not intended for anyone under 18/i);
    expect(text).toMatch(/at least 18/i);
  });

  it('says an update changes the effective date', () => {
    expect(sectionText(section(privacyPolicy, 10))).toMatch(/change the effective date/i);
  });

  it('names the privacy and support addresses and the support phone from the company constants', () => {
    const text = sectionText(section(privacyPolicy, 11));
    expect(text).toContain(company.privacyEmail);
    expect(text).toContain(company.supportEmail);
    expect(text).toContain(company.supportPhone.display);
  });
});

describe('the terms of service', () => {
  it('are titled "Terms of Service" and are effective August 18, 2025', () => {
    expect(termsOfService.title).toBe('Terms of Service');
    expect(termsOfService.effectiveDate).toBe('August 18, 2025');
    expect(termsOfService.effectiveDateIso).toBe('2025-08-18');
  });

  it('have the 12 sections of docs/product.md in order', () => {
    expect(termsOfService.sections).toHaveLength(TERMS_HEADINGS.length);
    termsOfService.sections.forEach((s, i) => expect(s.heading).toMatch(TERMS_HEADINGS[i]!));
  });

  it('list the services offered, say how to ask for one, and say insurance is not required', () => {
    const text = sectionText(section(termsOfService, 1));
    expect(text).toMatch(/call or text/i);
    expect(text).toContain(company.supportPhone.display);
    expect(text).toMatch(/insurance is not required/i);
  });

  it('list exactly the services of src/content/service-list.ts, in order, each named in full', () => {
    const list = section(termsOfService, 1)?.blocks.find((block) => block.kind === 'list');
    const names = offeredServices.map((service) =>
      (service.inFullList ?? service.inList).toLowerCase(),
    );
    // Each item starts with its service's name ("Dead battery jump starts."), one item per service.
    const starts = (list?.items ?? []).map((item, index) =>
      item.toLowerCase().slice(0, names[index]?.length ?? item.length),
    );
    expect(starts).toEqual(names);
  });

  it('say applying online guarantees nothing and applicants must be 18 or older', () => {
    const text = sectionText(section(termsOfService, 3));
    expect(text).toMatch(/online application/i);
    expect(text).toMatch(/does not guarantee/i);
    expect(text).toMatch(/at least 18/i);
  });

  it('say contractors are 1099, bring their own tools, are on call 16 hours a day, 7 days a week, and are not guaranteed calls', () => {
    const text = sectionText(section(termsOfService, 4));
    expect(text).toMatch(/1099 independent contractors/i);
    expect(text).toMatch(/supply their own tools/i);
    expect(text).toMatch(/on call/i);
    expect(text).toMatch(/set their own availability/i);
    expect(text).toMatch(/16 hours a day, 7 days a week/i);
    expect(text).toMatch(/calls are not guaranteed/i);
  });

  it('name the governing-law state from the company constant', () => {
    const text = sectionText(section(termsOfService, 11));
    expect(text).toContain(`laws of the State of ${company.governingLawState}`);
  });

  it('give the support address and phone from the company constants', () => {
    const text = sectionText(section(termsOfService, 12));
    expect(text).toContain(company.supportEmail);
    expect(text).toContain(company.supportPhone.display);
  });
});

describeWellFormed('privacy policy', privacyPolicy);
describeWellFormed('terms of service', termsOfService);

describe('the legal documents', () => {
  it('take the company name, addresses, phone and state from the company constants', async () => {
    const replacement = {
      ...company,
      name: 'Acme Tow Test Co',
      shortName: 'AcmeTest',
      privacyEmail: 'privacy-test@acme.test',
      supportEmail: 'help-test@acme.test',
      supportPhone: { display: '(555) 010-9999', e164: '+15550109999' },
      governingLawState: 'Testland',
    };
    vi.resetModules();
    vi.doMock('../../src/content/company', () => ({ company: replacement }));
    try {
      const { privacyPolicy: policy } = await import('../../src/pages/privacy-policy-page');
      const { termsOfService: terms } = await import('../../src/content/legal/terms-of-service');
      const policyText = documentText(policy);
      const termsText = documentText(terms);
      for (const value of [
        replacement.name,
        replacement.privacyEmail,
        replacement.supportEmail,
        replacement.supportPhone.display,
      ]) {
        expect(policyText).toContain(value);
      }
      for (const value of [
        replacement.name,
        replacement.supportEmail,
        replacement.supportPhone.display,
        'State of Testland',
      ]) {
        expect(termsText).toContain(value);
      }
      for (const hardCoded of [
        company.name,
        company.shortName,
        company.privacyEmail,
        company.supportEmail,
        company.supportPhone.display,
        company.governingLawState,
      ]) {
        expect(policyText).not.toContain(hardCoded);
        expect(termsText).not.toContain(hardCoded);
      }
    } finally {
      vi.doUnmock('../../src/content/company');
      vi.resetModules();
    }
  });
});
