import { reference as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { contractRoutes } from '../../http/route';

export function healthRoutes(deps: AppDeps) {
  const { app, mount } = contractRoutes(deps);
  mount(contract.health, (c) => c.json({ status: 'ok' }));
  return app;
}
