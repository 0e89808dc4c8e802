// Precompressed .gz/.br copies next to every text asset of a production build. The static servers
// (packages/static-server/src/servers.mjs) use sirv with `gzip`/`brotli`, which only serves files that already exist
// compressed: without these the host's own bundles went out uncompressed. Remotes get theirs from
// the CDN, which compresses each recorded file once it has checked it (packages/static-server/src/cdn.mjs);
// this plugin is for apps served straight from dist/, with the same compression.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildDir } from '@gaido/release-core/build-files';
import { withCompressedCopies } from '@gaido/release-core/compression';

/** Writes the compressed copies of a build folder's files beside them. */
export function precompressDir(dir) {
  const files = readBuildDir(dir);
  for (const [path, bytes] of withCompressedCopies(files)) {
    if (!files.has(path)) writeFileSync(join(dir, path), bytes);
  }
}

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
