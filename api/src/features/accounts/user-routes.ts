// /users/profile and /users/me (spec 7 tries them in order to read isOnboarded), and the
// profile update. Every handler reads and writes only the authenticated user's row.
import { users as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { badRequest } from '../../http/errors';
import { contractRoutes } from '../../http/route';
import { cityExists } from '../cities/queries';
import { updateProfile } from './queries';
import { requireUserJson } from './users';

export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const { app, mount } = contractRoutes(deps);

  const currentUser = (userId: string) => requireUserJson(db, userId);
  mount(contract.profile, async (c, { auth }) => c.json({ data: await currentUser(auth.userId) }));
  mount(contract.me, async (c, { auth }) => c.json({ data: await currentUser(auth.userId) }));

  mount(contract.updateProfile, async (c, { body, auth }) => {
    const { userId } = auth;
    if (body.homeCityId && !(await cityExists(db, body.homeCityId))) {
      throw badRequest('City not found', 'validation_error', [
        { path: 'homeCityId', message: 'City not found' },
      ]);
    }
    await updateProfile(db, userId, body);
    return c.json({ data: await currentUser(userId) });
  });

  return app;
}
