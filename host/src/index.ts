// Async boundary: shared singletons are negotiated before any of them is evaluated. The remotes
// file and runtime config are requested meanwhile (platform/earlyRequests.ts).
import './platform/cspCompatibility';
import { startEarlyRequests } from './platform/earlyRequests';

startEarlyRequests();
// Named: index.html preloads this chunk group (packages/build-tooling/src/preloadBootstrap.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
