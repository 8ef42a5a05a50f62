export function highPriorityImage(html: string): string | null;
export function renderDocument(
  template: string,
  page: { html: string; head: string; styles: string },
  options?: { pageModules?: string[]; layoutModules?: string[]; headScripts?: string[] },
): string;
