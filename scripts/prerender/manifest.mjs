/**
 * Reading Vite's build manifest (`build.manifest: true`): which chunk files a module needs.
 */

/** The chunk URLs the entry (index.html) already loads or preloads. */
function entryChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  return collect(manifest, entry);
}

function collect(manifest, chunk, seen = new Set()) {
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) collect(manifest, imported, seen);
  }
  return seen;
}

/**
 * The URLs of the chunks a module loaded on demand needs (its own chunk and its static imports), less
 * those the entry already brings; `[]` for null (a module inside the entry). Throws when the manifest
 * does not know the module.
 */
export function chunksForModule(manifest, moduleId) {
  if (moduleId === null) return [];
  const chunk = manifest[moduleId];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${moduleId}`);
  const already = entryChunks(manifest);
  return [...collect(manifest, chunk)]
    .filter((file) => !already.has(file))
    .map((file) => `/${file}`);
}
