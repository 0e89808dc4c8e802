// The boundaries between the repository's parts, written once: which part may import which, and the
// rules every part keeps. `pnpm lint` checks them with dependency-cruiser on the resolved imports (so a
// relative path, a package name and a re-export are judged alike). The table is explained in
// docs/architecture.md (Boundaries).

/**
 * Each part, what its code may import of the others (its tests, in `test/`, may also import
 * `testsMayImport`), and why. Everything else between parts is refused.
 */
/** Every remote's row: the remotes are the apps of packages/workspace/src/apps.mjs. */
const REMOTE = {
  mayImport: ['shared', 'packages/contracts', 'packages/ui', 'packages/build-tooling'],
  why: 'a remote imports only @gaido/shared, the endpoint contracts @gaido/contracts and the design system @gaido/ui (both bundled into it at build time) and its build, the build tooling: never the host or another remote',
};

const PARTS = {
  shared: {
    mayImport: ['packages/contracts'],
    why: '@gaido/shared, the runtime package every app shares, imports no app, and of the platform packages only the endpoint contracts',
  },
  'packages/contracts': {
    mayImport: [],
    why: 'the endpoint contracts sit below the API and every browser app: they import only zod/mini',
  },
  host: {
    mayImport: ['shared', 'packages/contracts', 'packages/ui', 'packages/build-tooling'],
    why: 'the host meets remotes only at run time, through the release service and @gaido/shared; the endpoint contracts @gaido/contracts and the design system @gaido/ui are bundled into it at build time',
  },
  'mfe-account': REMOTE,
  'mfe-gems': REMOTE,
  'mfe-onboarding': REMOTE,
  'mfe-tours': REMOTE,
  api: {
    mayImport: ['packages/contracts', 'packages/observability'],
    why: 'the API shares only the endpoint contracts with the browser apps (@gaido/contracts), never @gaido/shared, which the browser apps share at run time',
  },
  'packages/ui': {
    mayImport: [],
    why: 'the design system imports only React (and Radix’s dialog primitive): no app, not @gaido/shared, no API, so every app can bundle what it uses (docs/design.md)',
  },
  'packages/workspace': { mayImport: [], why: 'the workspace facts (apps, ports, paths) import only Node' },
  'packages/observability': {
    mayImport: [],
    why: 'logs and metrics for every server import only Node and their libraries',
  },
  'packages/release-core': {
    mayImport: ['packages/workspace'],
    why: 'release rules sit below every release tool',
  },
  'packages/build-tooling': {
    mayImport: ['packages/workspace', 'packages/release-core'],
    why: 'builds depend on the release rules, never on servers or tools',
  },
  'packages/static-server': {
    mayImport: [
      'packages/workspace',
      'packages/release-core',
      'packages/build-tooling',
      'packages/observability',
    ],
    testsMayImport: ['release-service'],
    why: 'the servers read builds and release records',
  },
  'packages/dev-stack': {
    mayImport: ['packages/workspace'],
    testsMayImport: ['packages/release-core', 'packages/static-server', 'release-service'],
    why: 'the local stack is processes, a database, a mail sink and a load balancer',
  },
  'packages/release-cli': {
    mayImport: ['packages/workspace', 'packages/release-core', 'packages/build-tooling'],
    testsMayImport: ['packages/static-server', 'release-service'],
    why: 'the release CLI is a client: it reaches the release service over HTTP',
  },
  'packages/bench': {
    mayImport: ['packages/workspace', 'packages/build-tooling', 'packages/static-server'],
    why: 'the benchmark serves builds as the platform does',
  },
  'release-service': {
    mayImport: ['packages/workspace', 'packages/release-core', 'packages/observability'],
    testsMayImport: ['packages/dev-stack'],
    why: 'the release service stands on the release rules',
  },
  e2e: { mayImport: [], why: 'the journeys drive the running apps through the browser only' },
  'bench/monolith': {
    mayImport: [
      'host',
      'mfe-account',
      'mfe-gems',
      'mfe-onboarding',
      'mfe-tours',
      'shared',
      'packages/contracts',
      'packages/ui',
      'packages/build-tooling',
    ],
    why: 'the monolith build composes the apps’ own sources, to measure federation against',
  },
};

/**
 * Imports the rules refuse that stay, each with its reason: listed here so an exception is one place,
 * seen in review, rather than a rule switched off. `part` is the importing part.
 */
const KNOWN = [];

/**
 * Relative imports into another part's folders that stay, with their reason (the rule
 * no-reaching-into-another-package).
 */
const BY_PATH = [
  {
    from: '^packages/release-cli/src/',
    why: '`pnpm release` runs from a checkout that installed nothing: it loads the packages it needs by relative path',
  },
  { from: '^scripts/release\\.mjs$', why: 'the same: `pnpm release` installs nothing' },
  {
    from: '^bench/monolith/',
    why: 'the monolith build composes the apps’ own sources, to measure federation against',
  },
  {
    from: '^packages/(static-server|dev-stack|release-cli)/test/',
    why: 'these tests start a real release service from its test harness, which the service does not export',
  },
  ...KNOWN.map(({ from, why }) => ({ from, why })),
];

const pathRegex = (part) => part.replaceAll('/', '\\/');
const partPattern = Object.keys(PARTS)
  .sort((a, b) => b.length - a.length)
  .map(pathRegex)
  .join('|');

/** The table's rule for one part's code, one for its tests, and one per known exception inside it. */
function tableRules(part, { mayImport, testsMayImport = [], why }) {
  const rule = (allowed, suffix) => ({
    name: `${part.replaceAll('/', '-')}${suffix}-imports-only-what-the-table-allows`,
    comment: `${part}${suffix ? ' tests' : ''} may import ${allowed.length ? allowed.join(', ') : 'no other part'}: ${why} (PARTS in .dependency-cruiser.cjs, docs/architecture.md).`,
    severity: 'error',
    to: {
      path: `^(${Object.keys(PARTS)
        .filter((other) => other !== part && !allowed.includes(other))
        .map(pathRegex)
        .join('|')})/`,
    },
  });
  const code = rule(mayImport, '');
  const tests = rule([...mayImport, ...testsMayImport], '-test');
  const known = KNOWN.filter((entry) => entry.part === part);
  return [
    {
      ...code,
      from: {
        path: `^${pathRegex(part)}/`,
        pathNot: [`^${pathRegex(part)}/test/`, ...known.map((entry) => entry.from)],
      },
    },
    { ...tests, from: { path: `^${pathRegex(part)}/test/` } },
    ...known.map((entry) => ({ ...code, from: { path: entry.from }, to: { ...code.to, pathNot: entry.to } })),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // The table: one rule per part, refusing every other part it does not list.
    ...Object.entries(PARTS).flatMap(([part, entry]) => tableRules(part, entry)),
    {
      name: 'api-no-cycles',
      comment:
        'The API’s modules import one another one way: a cycle (two features importing each other) means one of them should be handed in by the other, as payments is to bookings (paymentsForBookings).',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
    {
      name: 'api-bookings-below-payments',
      comment:
        'Payments build on bookings (a charge is for a booking), so bookings never import payments: the booking routes get paying and refunding handed in (BookingPayments in api/src/features/bookings/service.ts).',
      severity: 'error',
      from: { path: '^api/src/features/bookings/' },
      to: { path: '^api/src/features/payments/' },
    },
    {
      name: 'api-db-below-seed-and-features',
      comment:
        'api/src/db is the lowest layer of the API (connection, migrations, schema): the seed and the features write through it, and it imports neither them nor the HTTP layer. Code that needs both (opening, migrating and seeding) sits above, as api/src/prepare-database.ts.',
      severity: 'error',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/(seed|features|http)/' },
    },
    {
      name: 'remote-loads-remotes',
      comment:
        'A remote never loads remotes or touches the federation runtime (loadRemote, @module-federation/*): the host composes the pages; remotes meet through @gaido/shared and gaido:* events.',
      severity: 'error',
      from: { path: '^mfe-[^/]+/src/' },
      to: { path: '(^|/)@module-federation/' },
    },
    {
      name: 'ui-imports-only-react',
      comment:
        'The design system (@gaido/ui) imports React, its own files and Radix’s Dialog primitive only: the apps bundle it at build time, so a library it imported would be one more copy in every app; the dialog primitive is the one the host and mfe-gems already bundled, and a remote pays for it only in the chunk that opens a dialog (docs/design.md).',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: '(^|/)test/|\\.test\\.tsx?$' },
      to: {
        dependencyTypesNot: ['local', 'type-only'],
        pathNot: '/node_modules/(react|@radix-ui/react-dialog)/',
      },
    },
    {
      name: 'no-reaching-into-another-package',
      comment:
        'A part imports another by its package name, as its package.json exports it, never by a relative path into its folders (src/, test/).',
      severity: 'error',
      from: { path: `^(${partPattern})/`, pathNot: BY_PATH.map((entry) => entry.from) },
      to: { path: `^(?!$1/)(${partPattern})/`, dependencyTypes: ['local'] },
    },
    {
      name: 'not-a-declared-dependency',
      comment:
        'The import resolves nowhere: a part imports another package only when its package.json declares it, and only what that package exports.',
      severity: 'error',
      from: { path: `^(${partPattern})/` },
      to: { couldNotResolve: true },
    },
    {
      name: 'release-cli-installs-nothing',
      comment:
        'The release CLI runs from a checkout that installed nothing (`node scripts/release.mjs`): it imports Node’s modules and, by relative path, files that do the same.',
      severity: 'error',
      from: { path: '^packages/release-cli/src/' },
      to: { dependencyTypesNot: ['core', 'local'] },
    },
    {
      name: 'feature-reaches-into-feature',
      comment:
        'A feature imports another feature only through the files at its top level (its index.ts or public modules), never its subfolders (api/, components/, pages/...): see docs/conventions.md.',
      severity: 'error',
      from: { path: '^(host|mfe-[^/]+)/src/([^/]+)/', pathNot: '(^|/)test/|\\.test\\.tsx?$' },
      to: { path: '^$1/src/(?!$2/|test/)[^/]+/[^/]+/' },
    },
    {
      name: 'browser-imports-react-router',
      comment:
        'Import from react-router-dom: it is the shared singleton (packages/build-tooling/src/federation.mjs), react-router is bundled inside it; the build refuses react-router too (docs/platform-contract.md).',
      severity: 'error',
      from: { path: '^(host|mfe-[^/]+|shared)/src/' },
      to: { path: '/node_modules/react-router/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-imports-classic-zod',
      comment:
        'Browser code (and the contracts it bundles) imports zod/mini: classic zod cannot be tree-shaken and is shared once as zod/mini (packages/build-tooling/src/federation.mjs).',
      severity: 'error',
      from: { path: '^(host|mfe-[^/]+|shared|packages/contracts)/src/' },
      to: {
        path: '/node_modules/zod/',
        pathNot: '/node_modules/zod/(v4/)?mini/',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and reports of the repository's own parts; an installed package's dist/ is its code.
    exclude: {
      path: '^(host|mfe-[a-z]+|shared|api|release-service|e2e|bench/monolith|packages/[a-z-]+)/(dist|coverage|test-results|playwright-report)/|^\\.releases/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.mts', '.d.ts', '.json'],
    },
  },
};
