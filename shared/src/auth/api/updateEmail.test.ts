import { HttpResponse, http } from 'msw';
import { sessionStore } from '../../session/sessionStore';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { updateEmail } from './updateEmail';

describe('updateEmail (spec 7)', () => {
  it('updates the stored email after an email update that returns it', async () => {
    signIn();
    server.use(
      http.post(`${API}/auth/update-email`, () =>
        HttpResponse.json({ data: { user: { email: 'new@b.co' } } }),
      ),
    );
    await updateEmail('tok');
    expect(sessionStore.getState().user?.email).toBe('new@b.co');
  });
});
