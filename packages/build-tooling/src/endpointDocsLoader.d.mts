export function withoutEndpointDocs(source: string, fileName?: string): string;
export function withClientEndpoints(source: string, fileName?: string): string;
export function withPureCalls(source: string, fileName?: string): string;
export default function endpointDocsLoader(this: { resourcePath: string }, source: string): string;
