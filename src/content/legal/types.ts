/** A legal page (privacy policy, terms of service): rendered by `src/components/sections/legal-document.tsx`. */
export interface LegalBlock {
  /** A paragraph of plain text, or a bulleted list of plain-text items. */
  kind: 'paragraph' | 'list';
  text?: string;
  items?: readonly string[];
}

export interface LegalSection {
  /** Without the number: "Information We Collect from Applicants". The page numbers sections 1..n. */
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** As shown, e.g. 'August 25, 2025'. */
  effectiveDate: string;
  /** ISO date, e.g. '2025-08-25', for the <time> element. */
  effectiveDateIso: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
