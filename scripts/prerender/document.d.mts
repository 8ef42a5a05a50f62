export function highPriorityImage(html: string): string | null;
export function renderDocument(
  template: string,
  page: { html: string; head: string; styles: string },
  options?: { pageModules?: string[]; entry?: string | null; layoutModules?: string[] },
): string;
