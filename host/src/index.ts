// Async boundary: shared singletons are negotiated before any of them is evaluated. The remotes
// file and runtime config are requested meanwhile (platform/earlyRequests.ts).
import { startEarlyRequests } from './platform/earlyRequests';

startEarlyRequests();
import('./bootstrap');
