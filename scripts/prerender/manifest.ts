/**
 * Reading Vite's build manifest (`build.manifest: true`): which chunk files a module needs.
 */

/** What these functions read of Vite's manifest (vite's `Manifest` is one). */
export type BuildManifest = Record<string, ManifestChunk>;
interface ManifestChunk {
  file: string;
  imports?: string[];
}

function collect(manifest: BuildManifest, chunk: ManifestChunk, seen = new Set<string>()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, seen);
  }
  return seen;
}

/** The chunk files (`assets/…js`) a built index.html already loads or preloads. */
export function chunksInHtml(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );
}

/**
 * The URLs of the chunks a module loaded on demand needs (its own chunk and its static imports), less
 * those the page already loads (`loaded`, from chunksInHtml); `[]` for null (a module of the first
 * load). Throws when the manifest does not know the module.
 */
export function chunksForModule(
  manifest: BuildManifest,
  moduleId: string | null,
  loaded: Set<string>,
): string[] {
  if (moduleId === null) return [];
  const chunk = manifest[moduleId];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${moduleId}`);
  return [...collect(manifest, chunk)]
    .filter((file) => !loaded.has(file))
    .map((file) => `/${file}`);
}

/**
 * The URLs of the chunks the entry chunk (`/assets/….js`, the page's module script) imports, all the
 * way down, in the order the browser evaluates them: every chunk after the chunks it imports. The
 * entry itself is not listed.
 */
export function importsInEvaluationOrder(manifest: BuildManifest, entryUrl: string): string[] {
  const entry = Object.values(manifest).find((chunk) => `/${chunk.file}` === entryUrl);
  if (!entry) throw new Error(`The build manifest has no chunk ${entryUrl}`);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
    order.push(`/${chunk.file}`);
  };
  visit(entry);
  return order.filter((url) => url !== entryUrl);
}
