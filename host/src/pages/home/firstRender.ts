import { earlyRemoteModulesSettled } from '../../platform/earlyRemoteModules';
import { WIDE_SCREEN } from '../../platform/pageDataSettled';
import type { RemoteModuleRef } from '../../platform/remotesFile';

/**
 * From this width the home page's featured tours are a grid in the first screen and the first one's
 * picture is the page's largest paint (mfe-tours' `wideScreen.ts` and `@gaido/ui/carousel`'s
 * `wide="grid"` use the same width). Below it the largest paint is the hero's heading.
 */
export const HOME_WIDE_SCREEN = WIDE_SCREEN;

/** How long the home page's first render waits, on a wide screen, for its featured blocks' modules. */
export const HOME_MODULES_WAIT_MS = 500;

/**
 * What the first render of this path waits for, started by the shell before it renders: on a wide
 * screen, `/`'s featured blocks' early modules (loaded, failed, or HOME_MODULES_WAIT_MS at most), so the
 * featured tours' data request leaves when their module has run instead of after the shell's first
 * render and paint, which otherwise run between the module's loading steps (remote entry, share
 * scope, chunk: main-thread tasks queued behind them). On a phone, and on any other host page, at
 * once: there the hero's heading is the largest paint, and nothing holds the shell's first paint.
 */
export function homeReadyForFirstRender(
  pathname: string,
  modules: readonly RemoteModuleRef[],
): Promise<void> {
  return pathname === '/' && window.matchMedia?.(HOME_WIDE_SCREEN).matches
    ? earlyRemoteModulesSettled(modules, HOME_MODULES_WAIT_MS)
    : Promise.resolve();
}
