// Which route of the host's table a path renders, decided as react-router 7's matchRoutes decides it,
// for code that cannot run the router: the host's static server preloads a document's remote files
// (packages/static-server/src/preloadHints.mjs) and the host build records the table it matches (packages/build-tooling/src/hostRecord.mjs).
//
// The host renders its route table as the children of one pathless layout route, and react-router
// picks the best-ranked branch, not the first in order: /tours/city/:cityId beats /tours/:citySlug
// because static segments score more than params, and * comes last. This is that algorithm
// (computeScore, compilePath, decodePath in react-router's matchRoutes) for the syntax the table uses:
// static segments, :params and a trailing *. Optional segments (`?`) are refused when the table is
// compiled, at host build time, rather than matched differently from the browser.

const PARAM_SEGMENT = /^:[\w-]+$/;
const SCORE = { dynamic: 3, empty: 1, static: 10, splatPenalty: -2 };

/** react-router's computeScore for a leaf route (not an index route) under a pathless layout. */
function routeScore(path) {
  // The layout has no path, so a child's branch path is `'' + '/' + path` with repeated slashes folded.
  const segments = `/${path}`.replace(/\/\/+/g, '/').split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce(
      (score, segment) =>
        score + (PARAM_SEGMENT.test(segment) ? SCORE.dynamic : segment === '' ? SCORE.empty : SCORE.static),
      segments.length + (splat ? SCORE.splatPenalty : 0),
    );
}

/** react-router's compilePath(path, caseSensitive = false, end = true). */
function routePattern(path) {
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, '/([^\\/]+)')}`;
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** react-router's decodePath: each segment decoded, an encoded slash kept as %2F; malformed left as is. */
function decodePathname(pathname) {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * @template {{ path: string }} Route
 * @param {readonly Route[]} routes  in the route table's order (it breaks ties, as in react-router)
 * @returns {(pathname: string) => Route | null}  the route react-router renders for a pathname
 */
export function compileRoutes(routes) {
  const ranked = routes.map((route, index) => {
    if (typeof route?.path !== 'string' || route.path.includes('?')) {
      throw new Error(
        `route ${JSON.stringify(route?.path)}: preload hints match static segments, :params and a trailing * only`,
      );
    }
    return { route, index, score: routeScore(route.path), pattern: routePattern(route.path) };
  });
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return (pathname) => {
    const decoded = decodePathname(pathname);
    return ranked.find(({ pattern }) => pattern.test(decoded))?.route ?? null;
  };
}
