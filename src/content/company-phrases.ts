/**
 * The two company facts that pages quote as phrases inside a sentence, so each language words them
 * (company-phrases.es.ts); src/content/company.ts adds them to the company constants. The onboarding
 * mail and the legal pages import this module directly, and so always get the English phrases
 * (scripts/locale-overlay.ts).
 */
export const companyPhrases = {
  founderExperience: 'over 15 years',
  /**
   * When calls are answered: the hours the application states (docs/product.md, Fields and rules).
   */
  hours: '16 hours a day, 7 days a week',
} as const;
