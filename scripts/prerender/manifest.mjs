/**
 * Reading Vite's build manifest (`build.manifest: true`): which chunk files a module needs.
 */

function collect(manifest, chunk, seen = new Set()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, seen);
  }
  return seen;
}

/** The chunk files (`assets/…js`) a built index.html already loads or preloads. */
export function chunksInHtml(html) {
  return new Set(
    [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
}

/**
 * The URLs of the chunks a module loaded on demand needs (its own chunk and its static imports), less
 * those the page already loads (`loaded`, from chunksInHtml); `[]` for null (a module of the first
 * load). Throws when the manifest does not know the module.
 */
export function chunksForModule(manifest, moduleId, loaded) {
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
export function importsInEvaluationOrder(manifest, entryUrl) {
  const entry = Object.values(manifest).find((chunk) => `/${chunk.file}` === entryUrl);
  if (!entry) throw new Error(`The build manifest has no chunk ${entryUrl}`);
  const order = [];
  const seen = new Set();
  const visit = (chunk) => {
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
