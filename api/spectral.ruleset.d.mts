// The type of spectral.ruleset.mjs (plain JavaScript, so that Spectral's own CLI can load it too).
import type { RulesetDefinition } from '@stoplight/spectral-core';

declare const ruleset: RulesetDefinition;
export default ruleset;
