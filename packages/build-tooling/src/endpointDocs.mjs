// The endpoint contracts (@gaido/contracts) carry the reference text of every endpoint, its `summary`
// and `description`, which the API serves as its OpenAPI document. The browser apps import the
// contracts to call the API (the path, method and schemas) and never show that text, but an object's
// properties are never tree-shaken: each endpoint a page calls would bring its sentences into the
// page's first load. In browser builds this plugin empties them: the loader replaces the text of every
// `summary` and `description` property of the contracts' source with ''. Only text is replaced (a
// schema field such as `description: z.string()` stays), so the endpoints keep their shape and type.
import { fileURLToPath } from 'node:url';

export const ENDPOINT_DOCS_LOADER = fileURLToPath(new URL('./endpointDocsLoader.mjs', import.meta.url));

/** The contracts' source files, wherever the workspace is checked out. */
export const CONTRACT_SOURCES = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

/** The module rule: first, on the TypeScript source, before it is compiled. */
export const ENDPOINT_DOCS_RULE = {
  test: CONTRACT_SOURCES,
  enforce: 'pre',
  use: [{ loader: ENDPOINT_DOCS_LOADER }],
};

/** @returns {import('@rsbuild/core').RsbuildPlugin} */
export function pluginEndpointDocsOut() {
  return {
    name: 'gaido:endpoint-docs-out',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module = { ...config.module, rules: [...(config.module?.rules ?? []), ENDPOINT_DOCS_RULE] };
      });
    },
  };
}
