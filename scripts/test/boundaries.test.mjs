// The boundary table (.dependency-cruiser.cjs, docs/architecture.md "Boundaries"): scratch files that
// break each rule are written into the tree, checked by dependency-cruiser as `pnpm lint` checks them,
// and removed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const PROBES = {
  'mfe-tours/src/tours/boundaryProbeRemote.ts': "export { default } from '../../../mfe-gems/src/index';\n",
  'mfe-gems/src/boundaryProbeLoadRemote.ts':
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = () => loadRemote('mfe_tours/ToursPage');\n",
  'shared/src/boundaryProbeApp.ts': "import '../../mfe-tours/src/index';\n",
  'packages/release-core/src/boundaryProbeUpward.mjs': "import '../../static-server/src/publish.mjs';\n",
  'mfe-tours/src/tours/boundaryProbeRouter.ts':
    "import { useMatch } from 'react-router';\nexport const m = useMatch;\n",
};

it('refuses a scratch change against each boundary rule, naming the rule, and passes the tree as it is', () => {
  try {
    for (const [file, text] of Object.entries(PROBES)) writeFileSync(join(root, file), text);
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'depcruise'),
      ['--output-type', 'json', '--no-progress', ...Object.keys(PROBES)],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const refused = JSON.parse(run.stdout).summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from}`,
    );
    for (const expected of [
      'mfe-tours-imports-only-what-the-table-allows: mfe-tours/src/tours/boundaryProbeRemote.ts',
      'no-reaching-into-another-package: mfe-tours/src/tours/boundaryProbeRemote.ts',
      'remote-loads-remotes: mfe-gems/src/boundaryProbeLoadRemote.ts',
      'shared-imports-only-what-the-table-allows: shared/src/boundaryProbeApp.ts',
      'packages-release-core-imports-only-what-the-table-allows: packages/release-core/src/boundaryProbeUpward.mjs',
      'no-reaching-into-another-package: packages/release-core/src/boundaryProbeUpward.mjs',
      'browser-imports-react-router: mfe-tours/src/tours/boundaryProbeRouter.ts',
    ]) {
      assert.ok(refused.includes(expected), `${expected}\nnot among:\n${refused.join('\n')}`);
    }
  } finally {
    for (const file of Object.keys(PROBES)) rmSync(join(root, file), { force: true });
  }
});
