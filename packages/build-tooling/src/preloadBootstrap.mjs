// <link rel="preload"> in the host's index.html for every script its bootstrap needs. Behind
// the async boundary those are requested only once the entry (with the federation runtime) has been
// downloaded and run: the bootstrap chunk group and the chunks of the shared singletons the host
// provides. Listing them in the HTML lets the browser fetch them alongside the entry, as a monolith's
// initial chunks are. The files come from the build itself: the named chunk group `bootstrap`
// (index.ts imports it with that chunk name) and the shared assets in mf-manifest.json, except those of
// the shared modules the host loads only later (`deferredShared`: @gaido/shared/favorites, at idle).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether a chunk exists only as the fallback of a `consume shared module`: the copy the runtime would
 * load if no container provided that module. The manifest lists such chunks beside the provided ones
 * (react-dom, zustand and zustand/react each had two identical chunks), but the host provides every
 * module it consumes, at the same version, so it never runs them: preloading them cost ~1.9 KB on
 * every page and Chromium's "preloaded but not used" warning.
 *
 * @param {{ origins?: readonly { moduleName?: string | null }[] } | undefined} chunk
 */
export function isConsumeFallbackOnly(chunk) {
  const origins = (chunk?.origins ?? []).map((origin) => origin.moduleName ?? '');
  return origins.length > 0 && origins.every((name) => name.startsWith('consume shared module'));
}

/**
 * The files index.html preloads, in a stable order: the chunk group's assets, then every provided
 * shared module's chunks (not the deferred ones, not bare consume fallbacks), with the sibling chunks
 * of each (a shared package split over several chunks loads them together).
 *
 * @param {{
 *   stats: { namedChunkGroups?: Record<string, { assets?: readonly { name: string }[] }>, chunks?: readonly { id?: string | number | null, files?: readonly string[], siblings?: readonly (string | number)[], origins?: readonly { moduleName?: string | null }[] }[] },
 *   manifest?: { shared?: readonly { name: string, assets?: { js?: { sync?: readonly string[] } } }[] } | undefined,
 *   chunkGroup?: string,
 *   deferredShared?: readonly string[],
 * }} input
 * @returns {string[]}
 */
export function bootstrapPreloadFiles({ stats, manifest, chunkGroup = 'bootstrap', deferredShared = [] }) {
  const group = stats.namedChunkGroups?.[chunkGroup];
  if (!group) throw new Error(`gaido:preload-bootstrap: no chunk group named "${chunkGroup}"`);
  const chunkOfFile = new Map();
  for (const chunk of stats.chunks ?? []) for (const file of chunk.files ?? []) chunkOfFile.set(file, chunk);
  const chunkById = new Map((stats.chunks ?? []).map((chunk) => [chunk.id, chunk]));

  const files = new Set(group.assets?.map((asset) => asset.name) ?? []);
  for (const shared of manifest?.shared ?? []) {
    if (deferredShared.includes(shared.name)) continue;
    for (const file of shared.assets?.js?.sync ?? []) {
      if (!isConsumeFallbackOnly(chunkOfFile.get(file))) files.add(file);
    }
  }
  for (const file of [...files]) {
    for (const sibling of chunkOfFile.get(file)?.siblings ?? []) {
      const chunk = chunkById.get(sibling);
      if (isConsumeFallbackOnly(chunk)) continue;
      for (const siblingFile of chunk?.files ?? []) files.add(siblingFile);
    }
  }
  return [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css')).sort();
}

/** @param {{ chunkGroup?: string, deferredShared?: readonly string[] }} [options] */
export function pluginPreloadBootstrap({ chunkGroup = 'bootstrap', deferredShared = [] } = {}) {
  return {
    name: 'gaido:preload-bootstrap',
    /** @param {import('@rsbuild/core').RsbuildPluginAPI} api */
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const distPath = api.context.distPath;
        const htmlPath = join(distPath, 'index.html');
        if (!stats || stats.hasErrors() || !existsSync(htmlPath)) return;
        const json = /** @type {import('@rsbuild/core').Rspack.Stats} */ (stats).toJson({
          all: false,
          chunkGroups: true,
          chunks: true,
          chunkRelations: true,
          chunkOrigins: true,
          ids: true,
        });
        const manifestPath = join(distPath, 'mf-manifest.json');
        const manifest = existsSync(manifestPath)
          ? JSON.parse(readFileSync(manifestPath, 'utf8'))
          : undefined;
        const files = bootstrapPreloadFiles({
          stats: /** @type {Parameters<typeof bootstrapPreloadFiles>[0]['stats']} */ (json),
          manifest,
          chunkGroup,
          deferredShared,
        });
        const prefix = String(api.getNormalizedConfig().output.assetPrefix ?? '/').replace(/\/?$/, '/');
        const links = files
          .map(
            (file) =>
              `<link rel="preload" href="${prefix}${file}" as="${file.endsWith('.js') ? 'script' : 'style'}">`,
          )
          .join('');
        const html = readFileSync(htmlPath, 'utf8');
        if (html.includes('rel="preload"')) return;
        writeFileSync(htmlPath, html.replace('</head>', `${links}</head>`));
      });
    },
  };
}
