import type { Plugin, ResolveModulePreloadDependenciesFn, Rollup } from "vite";

/** What the preload lists need of a written chunk: its file and its static imports. */
type ChunkImports = Pick<Rollup.OutputChunk, "type" | "fileName" | "imports">;
type Bundle = Record<string, ChunkImports | { type: "asset" }>;

/** `fileName` and every chunk it imports statically, however deep. */
export function staticClosure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== "chunk") return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Vite lists, for each lazy import, every chunk the imported one needs, and the entry carries
 * those lists for all its routes. A chunk that the importing chunk itself imports statically is
 * loaded before the import can run, so preloading it again does nothing: this leaves such chunks
 * out of the lists, which makes the entry smaller (the first load of every page carries it).
 * The plugin keeps the bundle as written for `resolveDependencies`, which Vite calls later in
 * the same generation.
 */
export function trimmedPreloads(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Bundle | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: "haven:trimmed-preloads",
      apply: "build",
      generateBundle(_options, written) {
        bundle = written;
        closures.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId, hostType }) {
      if (hostType !== "js" || !bundle) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) {
        loaded = staticClosure(bundle, hostId);
        closures.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
