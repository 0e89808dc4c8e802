// The type of spectral.ruleset.mjs, a Spectral ruleset file (JavaScript, as Spectral reads rulesets).
import type { RulesetDefinition } from '@stoplight/spectral-core';

declare const ruleset: RulesetDefinition;
export default ruleset;
