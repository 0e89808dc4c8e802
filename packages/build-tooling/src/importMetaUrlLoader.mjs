// Replaces `import.meta.url` with a file:// URL that holds no checkout path (why: reproducibleBuild.mjs).
// For modules whose `import.meta.url` the bundler must not resolve itself; everywhere else it is left to
// the bundler (`new URL('./asset', import.meta.url)` is how the apps import assets).
import { relative, sep } from 'node:path';

const NODE_MODULES = `${sep}node_modules${sep}`;

/** `file:///node_modules/<package>/<file>` for a dependency, else `file:///<path from the app's folder>`. */
export function checkoutFreeFileUrl(resourcePath, rootContext) {
  const inPackages = resourcePath.lastIndexOf(NODE_MODULES);
  const path =
    inPackages >= 0
      ? `node_modules/${resourcePath.slice(inPackages + NODE_MODULES.length)}`
      : relative(rootContext, resourcePath);
  return `file:///${path.split(sep).join('/')}`;
}

/** @this {{ resourcePath: string, rootContext: string }} */
export default function importMetaUrlLoader(source) {
  const url = JSON.stringify(checkoutFreeFileUrl(this.resourcePath, this.rootContext));
  return source.replaceAll('import.meta.url', url);
}
