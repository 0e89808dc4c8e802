import type { RsbuildPlugin } from '@rsbuild/core';

export const ENDPOINT_DOCS_LOADER: string;
export const CONTRACT_SOURCES: RegExp;
export const ENDPOINT_DOCS_RULE: { test: RegExp; enforce: 'pre'; use: { loader: string }[] };
export function pluginEndpointDocsOut(): RsbuildPlugin;
