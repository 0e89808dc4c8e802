// The zod/mini that host and remotes share at runtime: exactly the members the platform contract
// lists for zod/mini (platform-contract.json), re-exported from zod's own mini build. Module Federation
// keeps every export of a shared module, so sharing this file instead of the package leaves the rest of
// zod to the build's ordinary tree shaking; the federation's own shared tree shaking kept zod's whole
// core in (every format regex, the JIT): 14.9 KB gzip, against 10.1 KB shared this way (9.5 KB for the
// same members in a build without federation).
// packages/build-tooling/src/federation.mjs shares it (as @gaido/contracts/zod-mini) for the request 'zod/mini', and refuses to
// build when this list and the contract's disagree, when an app reads a member the contract lacks, or
// when an app imports zod/mini other than as a namespace (`import * as z`). It imports 'zod/v4/mini', not
// 'zod/mini': that request would be the shared module itself.
export {
  _default,
  array,
  boolean,
  coerce,
  email,
  enum,
  extend,
  gte,
  int,
  intersection,
  literal,
  looseObject,
  lte,
  maxLength,
  minLength,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  record,
  refine,
  regex,
  strictObject,
  string,
  toLowerCase,
  transform,
  trim,
  union,
  unknown,
} from 'zod/v4/mini';
