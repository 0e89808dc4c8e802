// /users/profile and /users/me (spec 7 tries them in order to read isOnboarded), and the
// profile update. Every handler reads and writes only the authenticated user's row.
import { users as contract } from '@gaido/contracts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { badRequest } from '../../http/errors';
import { readJson } from '../../http/validate';
import { cityExists } from '../cities/queries';
import { requireAuth } from './auth-middleware';
import { updateProfile } from './queries';
import { requireUserJson } from './users';

export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  // Per route, not app.use('*'): a '*' middleware here would also cover /users/onboarding/*.
  const auth = requireAuth(deps);

  const currentUser = (userId: string) => requireUserJson(db, userId);
  app.get('/profile', auth, async (c) => c.json({ data: await currentUser(c.get('auth').userId) }));
  app.get('/me', auth, async (c) => c.json({ data: await currentUser(c.get('auth').userId) }));

  app.patch('/profile', auth, async (c) => {
    const body = await readJson(c, contract.updateProfile.body);
    const { userId } = c.get('auth');
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
