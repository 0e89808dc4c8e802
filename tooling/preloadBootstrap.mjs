// <link rel="preload"> in the host's index.html for every script its bootstrap needs (issue 9). Behind
// the async boundary those are requested only once the entry (with the federation runtime) has been
// downloaded and run: the bootstrap chunk group and the chunks of the shared singletons the host
// provides. Listing them in the HTML lets the browser fetch them alongside the entry, as a monolith's
// initial chunks are. The files come from the build itself: the named chunk group `bootstrap`
// (index.ts imports it with that chunk name) and the shared assets in mf-manifest.json, except those of
// the shared modules the host loads only later (`deferredShared`: @gaido/shared/favorites, at idle).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
          ids: true,
        });
        const group = json.namedChunkGroups?.[chunkGroup];
        if (!group) throw new Error(`gaido:preload-bootstrap: no chunk group named "${chunkGroup}"`);
        const files = new Set(group.assets?.map((asset) => asset.name) ?? []);
        const manifestPath = join(distPath, 'mf-manifest.json');
        if (existsSync(manifestPath)) {
          for (const shared of JSON.parse(readFileSync(manifestPath, 'utf8')).shared ?? []) {
            if (deferredShared.includes(shared.name)) continue;
            for (const file of shared.assets?.js?.sync ?? []) files.add(file);
          }
        }
        // A shared package split over several chunks (e.g. @gaido/shared and its zod) loads them
        // together: add the sibling chunks of every file found so far.
        const chunkOfFile = new Map();
        for (const chunk of json.chunks ?? [])
          for (const file of chunk.files ?? []) chunkOfFile.set(file, chunk);
        const chunkById = new Map((json.chunks ?? []).map((chunk) => [chunk.id, chunk]));
        for (const file of [...files]) {
          for (const sibling of chunkOfFile.get(file)?.siblings ?? []) {
            for (const siblingFile of chunkById.get(sibling)?.files ?? []) files.add(siblingFile);
          }
        }
        const prefix = String(api.getNormalizedConfig().output.assetPrefix ?? '/').replace(/\/?$/, '/');
        const as = (file) => (file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null);
        const links = [...files]
          .filter((file) => as(file))
          .sort()
          .map((file) => `<link rel="preload" href="${prefix}${file}" as="${as(file)}">`)
          .join('');
        const html = readFileSync(htmlPath, 'utf8');
        if (html.includes('rel="preload"')) return;
        writeFileSync(htmlPath, html.replace('</head>', `${links}</head>`));
      });
    },
  };
}
