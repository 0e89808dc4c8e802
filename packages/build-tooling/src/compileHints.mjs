// V8's explicit compile hint for the files a page runs, function by function, before its first render.
// A script's functions are otherwise compiled lazily, each on the main thread when first called: on the
// host's start-up files that was over 800 compilations, one after another, between the entry's download
// and the page's data request. A file whose first line is the magic comment below (V8's explicit compile
// hints: Chromium 136 and later; other browsers ignore the comment) has every function compiled eagerly,
// on a background thread while the file streams in.
// The hint costs compile time and memory for the functions a page never calls, so it goes only on the
// files that run at start-up, never on a page's lazily loaded code.

/** The magic comment, which must open the file (before any code or other comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A provided shared module's name, from its module's identifier in the compilation. */
const PROVIDER = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * What runs at start-up: which chunks, besides the initial ones (the entry and what the document loads
 * with it), run before a page's first render.
 * @typedef {{
 *   chunkGroups?: readonly string[],
 *   sharedModules?: boolean,
 *   deferredShared?: readonly string[],
 * }} Startup
 * `chunkGroups`: the chunks of these named groups (the host's `bootstrap`). `sharedModules`: the chunks
 * that provide a shared module (a host's singletons, which every page takes), except the
 * `deferredShared` ones, which load later.
 */

/**
 * Whether a chunk runs at start-up (see Startup).
 * @param {{ canBeInitial(): boolean, groupsIterable: Iterable<{ name?: string | null, origins?: readonly { module?: { identifier(): string } | null }[] }> }} chunk
 * @param {Startup} [startup]
 */
export function runsAtStartup(chunk, { chunkGroups = [], sharedModules = false, deferredShared = [] } = {}) {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) {
    if (group.name && chunkGroups.includes(group.name)) return true;
    if (!sharedModules) continue;
    for (const origin of group.origins ?? []) {
      const provided = PROVIDER.exec(origin.module?.identifier() ?? '')?.[1];
      if (provided !== undefined && !deferredShared.includes(provided)) return true;
    }
  }
  return false;
}

/** Whether a file opens with the hint. */
export function hasCompileHint(code) {
  return code.startsWith(COMPILE_HINT);
}

/**
 * Puts the compile hint on the JavaScript files of the chunks that run at start-up (runsAtStartup).
 * It runs after minification, which would drop the comment, and before the content hashes are taken,
 * so a file's name still matches its bytes. Production builds only: the dev server's files change.
 *
 * @param {Startup} [startup]
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginCompileHints(startup = {}) {
  return {
    name: 'gaido:compile-hints',
    setup(api) {
      if (api.context.action !== 'build') return;
      api.processAssets(
        { stage: 'optimize-inline', targets: ['web'] },
        ({ compiler, compilation, environment, sources }) => {
          // Not the separate builds Module Federation writes into a folder of the app's (its
          // independent shared packages), which a page does not start with.
          if (compiler.outputPath !== environment.distPath) return;
          for (const chunk of compilation.chunks) {
            if (!runsAtStartup(chunk, startup)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              // Prepended, not rewritten, so a source map would still line up.
              compilation.updateAsset(file, (source) =>
                hasCompileHint(source.source().toString())
                  ? source
                  : new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    },
  };
}
