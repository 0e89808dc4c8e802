import { expect, test } from '@playwright/test';
import { BranchPreview } from '../pages/BranchPreview';
import { ReleaseTools } from '../pages/ReleaseTools';
import { liveRemotes, previewToursVariant, releaseOk } from '../support/release';

// A squad publishes a branch's build of mfe-tours as a preview over this machine's pins; a tester
// opens the preview's URL and gets the branch's Tours page with every other remote as pinned in local.
// Once the preview is removed the host server stops serving it, and says so.
test('a tester opens a branch preview, sees the branch’s build over the base pins, and nothing once it is removed', async ({
  page,
}) => {
  const branch = `journey/preview-${Date.now().toString(36)}`;
  const preview = previewToursVariant('from the branch', branch);
  expect(preview.url).toMatch(new RegExp(`/\\?gaido-env=${preview.name}$`));
  const local = releaseOk<{ rows: { remote: string; version?: string }[] }>('status', '--env', 'local').rows;

  const branchPreview = new BranchPreview(page);
  await branchPreview.open(preview.name, '/tours');
  await new ReleaseTools(page).expectToursLabel('from the branch');
  const live = await liveRemotes(page);
  expect(live?.environment).toBe(preview.name);
  expect(live?.remotes.mfe_tours?.version).toBe(preview.remotes.mfe_tours);
  expect(live?.remotes.mfe_gems?.version).toBe(local.find((row) => row.remote === 'mfe_gems')?.version);

  releaseOk('preview', 'remove', branch);
  await branchPreview.expectNoLongerServed();
  await branchPreview.openTheAppWithoutIt();
  await expect(page.getByRole('heading', { level: 1, name: 'This preview is not served' })).toHaveCount(0);
  expect((await liveRemotes(page))?.environment).toBe('local');
});
