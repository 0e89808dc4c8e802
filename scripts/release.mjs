// `pnpm release`: the release CLI (packages/release-cli). Imported by relative path, as everything it
// loads is: it runs from a checkout that installed nothing.
import '../packages/release-cli/src/cli.mjs';
