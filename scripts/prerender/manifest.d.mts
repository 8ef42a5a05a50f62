type Manifest = Record<string, { file: string; imports?: string[] }>;
export function chunksInHtml(html: string): Set<string>;
export function chunksForModule(
  manifest: Manifest,
  moduleId: string | null,
  loaded: Set<string>,
): string[];
export function importsInEvaluationOrder(manifest: Manifest, entryUrl: string): string[];
