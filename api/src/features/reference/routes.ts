// The API's reference: its OpenAPI document (generated from the contracts at start) and a page that
// shows it, rendered here as plain HTML: no script, nothing loaded from elsewhere.
import { reference as contract, endpoints } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { type OpenApiDocument, openApiDocument } from '../../http/openapi';
import { contractRoutes } from '../../http/route';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

type Operation = {
  summary: string;
  description: string;
  tags: string[];
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
};

function operationHtml(method: string, path: string, op: Operation): string {
  const auth = op.security === undefined ? 'signed in' : op.security.length === 0 ? 'public' : 'optional';
  const params = op.parameters.length
    ? `<h4>Parameters</h4><ul>${op.parameters
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) ${schemaBlock(p.schema)}</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body</h4>${schemaBlock(op.requestBody.content['application/json'].schema)}`
    : '';
  const responses = Object.entries(op.responses)
    .map(
      ([status, response]) =>
        `<details><summary>${status} ${escapeHtml(response.description)}</summary>${
          response.content ? schemaBlock(response.content['application/json'].schema) : '<p>No JSON body.</p>'
        }</details>`,
    )
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section id="${id}"><h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(op.summary)} <em>(${auth})</em></p><p>${escapeHtml(op.description)}</p>${params}${body}<h4>Responses</h4>${responses}</section>`;
}

export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  const toc = [...byTag.keys()]
    .map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
section{border-top:1px solid #d0d7de;padding:.5rem 0}
.method{display:inline-block;min-width:4.5rem;font-weight:700}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;font-size:13px}
h4{margin:.5rem 0 .25rem}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>OpenAPI ${escapeHtml(document.openapi)}, served under <code>${escapeHtml(document.servers[0]?.url ?? '')}</code>. The machine-readable document: <a href="openapi.json">openapi.json</a>.</p>
<nav>${toc}</nav>
${sections}
</body></html>`;
}

export function referenceRoutes(deps: AppDeps, { serverUrl }: { serverUrl: string }) {
  const document = openApiDocument(endpoints, { serverUrl });
  const page = referencePage(document);
  const { app, mount } = contractRoutes(deps);
  mount(contract.openApiDocument, (c) => c.json(document));
  mount(contract.apiReference, (c) => c.html(page));
  return app;
}
