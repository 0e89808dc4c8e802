// The rule sets the API's OpenAPI document is held to: Spectral's `spectral:oas` and the OWASP API
// Security Top 10 rule set (@stoplight/spectral-owasp-ruleset). test/openapi-lint.test.ts runs them
// over the document the API serves and fails on any finding, whatever its severity. Each rule that does
// not fit is narrowed or turned off here with its reason; docs/api.md lists the same exceptions.
// The document is read as `openapi.json` beside this file (the pointers below are into it).
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

/** A published rule, applied only where `given` points; its check (`then`) stays the published one. */
function narrowed(name, given) {
  return { ...owasp.rules[name], given };
}

/** `openapi.json#/paths/<path>/<method>`: one operation of the document, as an override names it
 * (a JSON pointer in a URI fragment: `~1` for `/`, and braces percent-encoded). */
function operation(method, path) {
  const segment = encodeURIComponent(path.replaceAll('~', '~0').replaceAll('/', '~1'));
  return `openapi.json#/paths/${segment}/${method}`;
}

// Public by the product: the catalogue, sign-up and sign-in, the mail links, analytics and the survey
// (visitors send them), the reference and the health check. api/test/security/endpoints.ts holds the
// access rule of every route; the development routes are never mounted in production.
const PUBLIC_OPERATIONS = [
  ['get', '/health'],
  ['get', '/openapi.json'],
  ['get', '/docs'],
  ['post', '/auth/signup'],
  ['post', '/auth/resend-verification'],
  ['post', '/auth/confirm'],
  ['post', '/auth/login'],
  ['post', '/auth/refresh'],
  ['post', '/auth/logout'],
  ['post', '/auth/forgot-password'],
  ['post', '/auth/reset-password'],
  ['post', '/auth/update-email'],
  ['get', '/users/onboarding/city'],
  ['get', '/cities'],
  ['get', '/cities/{idOrSlug}'],
  ['get', '/cities/{idOrSlug}/land'],
  ['get', '/gems'],
  ['get', '/gems/features/category'],
  ['get', '/gems/{id}'],
  ['get', '/guides'],
  ['get', '/guides/{id}'],
  ['get', '/tours'],
  ['get', '/tours/filters'],
  ['get', '/tours/city/{city}'],
  ['get', '/tours/by-slug/{citySlug}/{tourSlug}'],
  ['get', '/tours/{tourId}'],
  ['get', '/tours/{tourId}/availability'],
  ['get', '/tours/{tourId}/reviews'],
  ['post', '/ingest/batch'],
  ['post', '/ingest/capture'],
  ['post', '/ingest/e'],
  ['post', '/ingest/i/v0/e'],
  ['post', '/ingest/track'],
  ['get', '/dev/analytics/events'],
  ['get', '/dev/mailbox'],
];

export default {
  extends: [
    [oas, 'recommended'],
    [owasp, 'recommended'],
  ],
  aliases: {
    // What a client sends: path, query and header parameters, and request bodies. Response schemas
    // describe what the API writes; a bound there limits nothing a client can send.
    RequestStrings: [
      '$.paths[*][*].parameters[*]..[?(@ && @.type=="string")]',
      '$.paths[*][*].requestBody..[?(@ && @.type=="string")]',
    ],
    RequestArrays: [
      '$.paths[*][*].parameters[*]..[?(@ && @.type=="array")]',
      '$.paths[*][*].requestBody..[?(@ && @.type=="array")]',
    ],
    RequestIntegers: [
      '$.paths[*][*].parameters[*]..[?(@ && @.type=="integer")]',
      '$.paths[*][*].requestBody..[?(@ && @.type=="integer")]',
    ],
  },
  rules: {
    // Bounds on what a client sends, not on what the API answers (see RequestStrings).
    'owasp:api4:2023-string-limit': narrowed('owasp:api4:2023-string-limit', '#RequestStrings'),
    'owasp:api4:2023-array-limit': narrowed('owasp:api4:2023-array-limit', '#RequestArrays'),
    'owasp:api4:2023-integer-limit': narrowed('owasp:api4:2023-integer-limit', '#RequestIntegers'),
    'owasp:api4:2023-integer-format': narrowed('owasp:api4:2023-integer-format', '#RequestIntegers'),
    // Free text has no pattern: names, passwords, search text, comments, reviews, and PostHog's event
    // fields. Every request string is bounded (string-limit above); ids, dates, times, currencies and
    // keys carry their patterns.
    'owasp:api4:2023-string-restricted': 'off',
    // The API sends no RateLimit headers (an IETF draft). Only the operations that throttle answer
    // 429, each with Retry-After (rate-limit-retry-after stays on); the others never do, so they do
    // not list it. The tests' response check fails on any 429 an operation does not list.
    'owasp:api4:2023-rate-limit': 'off',
    'owasp:api4:2023-rate-limit-responses-429': 'off',
    // CORS is the app's middleware for every route (the app origins, docs/api.md), not a header of
    // one response.
    'owasp:api8:2023-define-cors-origin': 'off',
    // 401 of the operations that require a token (those that inherit the document's bearerAuth).
    // Public ones never read a token; the survey's optional token is ignored when it is not valid.
    'owasp:api8:2023-define-error-responses-401': narrowed(
      'owasp:api8:2023-define-error-responses-401',
      '$.paths[*][?(@ && !@.security)].responses',
    ),
    // 400/422 of the operations that take input: one without parameters or body cannot send an
    // invalid one.
    'owasp:api8:2023-define-error-validation': narrowed(
      'owasp:api8:2023-define-error-validation',
      '$.paths[*][?(@ && (@.requestBody || (@.parameters && @.parameters.length > 0)))].responses',
    ),
  },
  overrides: [
    {
      files: PUBLIC_OPERATIONS.map(([method, path]) => operation(method, path)),
      rules: { 'owasp:api2:2023-read-restricted': 'off', 'owasp:api2:2023-write-restricted': 'off' },
    },
  ],
};
