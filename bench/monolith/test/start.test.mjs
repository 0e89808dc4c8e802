// The monolith must start like the host: a host page's data asked for with the shell (the home page's
// cities), the opened page's modules and their prefetch. A step the host's bootstrap takes for its own
// pages that the monolith leaves out gives one side a different page load, and the benchmark then
// measures that instead of Module Federation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** Names imported from modules under `prefix` (relative to the importing file), with their module. */
function importsFrom(source, prefix) {
  const found = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const [, names, from] = match;
    if (!from.startsWith(prefix)) continue;
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      found.push({ name, module: from.slice(prefix.length) });
    }
  }
  return found;
}

test("the monolith's start calls each page-start step the host's bootstrap takes for its own pages", () => {
  const bootstrap = read('host/src/bootstrap.tsx');
  const monolith = read('bench/monolith/src/index.tsx');
  const hostSteps = importsFrom(bootstrap, './pages/');
  assert.ok(hostSteps.length > 0, "the host's bootstrap imports a page-start step (prefetchHostPage)");
  const monolithImports = importsFrom(monolith, '../../../host/src/pages/');
  for (const { name, module } of hostSteps) {
    assert.ok(
      monolithImports.some((imported) => imported.name === name && imported.module === module),
      `the host's bootstrap imports ${name} from ./pages/${module}; the monolith must import it too`,
    );
    assert.match(monolith, new RegExp(`\\b${name}\\(`), `the monolith must call ${name} as the host does`);
  }
});
