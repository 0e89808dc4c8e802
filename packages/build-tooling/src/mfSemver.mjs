// The host's federation runtime checks each shared module's version against the range a remote asks
// for (runtime-core's `satisfy`). This one replaces runtime-core's own semver code (0.5 KB gzip less on
// every page) and decides as node-semver's `satisfies` does, the check the release gate makes
// before a pin (packages/release-core/src/gate.mjs): a strict version, ranges of comparators, caret,
// tilde, x-ranges, hyphen ranges and `||`; a prerelease satisfies a range only through a comparator
// of the same major.minor.patch that names a prerelease. An invalid version or range satisfies
// nothing. Production host builds take it in place of runtime-core's (hostResolveSettings in
// federation.mjs); packages/build-tooling/test/mfSemver.test.mjs compares it with node-semver.
const PART = '(0|[1-9]\\d*|[xX*])';
const IDS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const TOKEN = new RegExp(
  `^(~>?|\\^|[<>]?=?)v?${PART}(?:\\.${PART}(?:\\.${PART}(?:-(${IDS}))?(?:\\+${IDS})?)?)?$`,
);
const VERSION = new RegExp(`^v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-(${IDS}))?(?:\\+${IDS})?$`);

const isX = (part) => part === undefined || /^[xX*]$/.test(part);
const version = (major, minor, patch, pre) => [+major, +minor, +patch, pre ? pre.split('.') : []];
const below = (major, minor, patch) => ['<', version(major, minor, patch, '0')];

function compareIds(a, b) {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Math.sign(a - b);
  if (numeric.test(a) !== numeric.test(b)) return numeric.test(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compare(a, b) {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index] < b[index] ? -1 : 1;
  const [preA, preB] = [a[3], b[3]];
  if (!preA.length || !preB.length) return preB.length - preA.length;
  for (let index = 0; index < Math.max(preA.length, preB.length); index++) {
    if (preA[index] === undefined) return -1;
    if (preB[index] === undefined) return 1;
    const order = compareIds(preA[index], preB[index]);
    if (order) return order;
  }
  return 0;
}

/** The comparators one token of a range stands for, or null when it is not one. */
function comparators(token) {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, op, major, minor, patch, pre] = match;
  const xMinor = isX(minor);
  const xPatch = xMinor || isX(patch);
  const nextMinor = () => (xMinor ? below(+major + 1, 0, 0) : below(major, +minor + 1, 0));
  const floor = () => ['>=', version(major, xMinor ? 0 : minor, xPatch ? 0 : patch, xPatch ? '' : pre)];
  if (isX(major)) return op === '<' || op === '>' ? [below(0, 0, 0)] : [];
  if (op === '^') {
    if (+major || xMinor) return [floor(), below(+major + 1, 0, 0)];
    return [floor(), +minor || xPatch ? below(0, +minor + 1, 0) : below(0, 0, +patch + 1)];
  }
  if (op[0] === '~') return [floor(), nextMinor()];
  if (!xPatch) return [[op || '=', version(major, minor, patch, pre)]];
  if (op === '>') return [['>=', xMinor ? version(+major + 1, 0, 0) : version(major, +minor + 1, 0)]];
  if (op === '>=') return [floor()];
  if (op === '<') return [below(major, xMinor ? 0 : minor, 0)];
  if (op === '<=') return [nextMinor()];
  return [floor(), nextMinor()];
}

/** `>=0.0.0` means any version but a prerelease's, so node-semver drops it (a prerelease of 0.0.0 can then match). */
const withoutFloorZero = (set) =>
  set.filter(([op, [major, minor, patch, pre]]) => op !== '>=' || major || minor || patch || pre.length);

/** The comparators of one `||` alternative, or null when it is not valid. */
function comparatorSet(alternative) {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(alternative);
  if (hyphen) {
    const [fromText, toText] = [hyphen[1] ?? '', hyphen[2] ?? ''];
    const [from, to] = [comparators(fromText), comparators(toText)];
    if (!from || !to || !/^v?[\dxX*]/.test(fromText) || !/^v?[\dxX*]/.test(toText)) return null;
    const full = /^v?\d+\.\d+\.\d+/;
    return withoutFloorZero([
      ...(full.test(fromText) ? from.map(([, bound]) => ['>=', bound]) : from.slice(0, 1)),
      ...(full.test(toText) ? to.map(([, bound]) => ['<=', bound]) : to.slice(1)),
    ]);
  }
  const set = [];
  for (const token of alternative.replace(/(~>?|\^|[<>]=?|=)\s+/g, '$1').split(/\s+/)) {
    if (!token) continue;
    const parts = comparators(token);
    if (!parts) return null;
    set.push(...parts);
  }
  return withoutFloorZero(set);
}

/** Whether a comparator's operator accepts how the candidate compares with its bound. */
const ACCEPTS = {
  '=': (order) => order === 0,
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};
const holds = ([op, bound], candidate) => ACCEPTS[op](compare(candidate, bound));

/**
 * Whether `version` satisfies `range`.
 * @param {string} versionText
 * @param {string} range
 */
export function satisfy(versionText, range) {
  const match =
    typeof versionText === 'string' && typeof range === 'string' && VERSION.exec(versionText.trim());
  if (!match) return false;
  const candidate = version(match[1], match[2], match[3], match[4]);
  let sets = range.split('||').map((alternative) => comparatorSet(alternative.trim()));
  if (sets.some((set) => !set)) return false;
  // One alternative that allows any version makes the whole range that one (node-semver's Range does).
  if (sets.some((set) => set?.length === 0)) sets = [[]];
  return sets.some(
    (set) =>
      set.every((comparator) => holds(comparator, candidate)) &&
      (!candidate[3].length ||
        set.some(
          ([, bound]) =>
            bound[3].length && bound.slice(0, 3).every((part, index) => part === candidate[index]),
        )),
  );
}
