/** The footer's own words (its links' labels are in src/content/navigation.ts). */
export interface SiteFooterCopy {
  newsletter: string;
  company: string;
  getHelp: string;
  /** The copyright line, e.g. "© 2025 RoadReady Roadside Assistance. All rights reserved." */
  copyright: (year: number, companyName: string) => string;
  legal: string;
  /** The language of the legal pages, when it is not the site's (their links then say so). */
  legalLinksLang: string | undefined;
  /** A line beside the legal links, when they lead to pages in another language. */
  legalNote: string | undefined;
}

export const siteFooterCopy: SiteFooterCopy = {
  newsletter: 'Newsletter',
  company: 'Company',
  getHelp: 'Get help now',
  copyright: (year, companyName) => `© ${year} ${companyName}. All rights reserved.`,
  legal: 'Legal',
  // The English legal pages are in the site's language.
  legalLinksLang: undefined,
  legalNote: undefined,
};
