// Precompressed .gz/.br copies next to every text asset of a production build. The static servers
// (scripts/lib/servers.mjs) use sirv with `gzip`/`brotli`, which only serves files that already exist
// compressed: without these the host's own bundles went out uncompressed (issue 9). Remotes get theirs
// when they are published (scripts/lib/publish.mjs); this plugin is for apps served straight from dist/.
import { existsSync } from 'node:fs';
import { precompressDir } from '../scripts/lib/publish.mjs';

/** @returns {import('@rsbuild/core').RsbuildPlugin} */
export function pluginPrecompress() {
  return {
    name: 'gaido:precompress',
    setup(api) {
      // Production builds only (onAfterBuild does not run for the dev server).
      api.onAfterBuild(({ stats }) => {
        if (stats?.hasErrors() || !existsSync(api.context.distPath)) return;
        precompressDir(api.context.distPath);
      });
    },
  };
}
