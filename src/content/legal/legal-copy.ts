/**
 * The words around a legal document's own text (src/components/sections/legal-document.tsx). English
 * only, like the documents: the Spanish site links to the English pages (docs/decisions/0055).
 */
export const legalCopy = {
  effectiveDate: 'Effective date:',
};
