// Journeys that use the QA tools: `test` with a `releaseTools` page object and `overrideRemote`, which
// applies a QA override to the page as a tester does, with `?gaido-override=` in the address.
import { test as base, expect, type Page } from '@playwright/test';
import { ReleaseTools } from '../pages/ReleaseTools';

export interface OverrideOptions {
  /** Past the release gate (`<remote>@<version>!`): loads a build the gate refuses for this host. */
  force?: boolean;
  /** The page to open with the override; the home page when not given. */
  path?: string;
}

/** The override request as a tester types it: `<remote>@<version>[!]` or `<remote>=<manifest URL>`. */
export function overrideRequest(
  remote: string,
  versionOrUrl: string,
  { force = false }: OverrideOptions = {},
) {
  return /^https?:\/\//i.test(versionOrUrl)
    ? `${remote}=${versionOrUrl}`
    : `${remote}@${versionOrUrl}${force ? '!' : ''}`;
}

/** Opens `path` with the override in its address; the host applies it for this tab's session. */
export async function applyOverride(
  page: Page,
  remote: string,
  versionOrUrl: string,
  options: OverrideOptions = {},
) {
  const url = new URL(options.path ?? '/', 'http://gaido.invalid');
  url.searchParams.append('gaido-override', overrideRequest(remote, versionOrUrl, options));
  await page.goto(`${url.pathname}${url.search}`);
}

export const test = base.extend<{
  releaseTools: ReleaseTools;
  overrideRemote: (remote: string, versionOrUrl: string, options?: OverrideOptions) => Promise<void>;
}>({
  releaseTools: async ({ page }, use) => {
    await use(new ReleaseTools(page));
  },
  overrideRemote: async ({ page }, use) => {
    await use((remote, versionOrUrl, options) => applyOverride(page, remote, versionOrUrl, options));
  },
});

export { expect };
