import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { updateProfile } from './updateProfile';

describe('updateProfile', () => {
  it('updates the profile and the stored user follows', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.patch(`${API}/users/profile`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 'user-1', email: 'ana@example.com', name: 'Ana Lima' } });
      }),
    );
    await expect(updateProfile({ name: 'Ana Lima' })).resolves.toMatchObject({
      name: 'Ana Lima',
      isOnboarded: true,
    });
    expect(body).toEqual({ name: 'Ana Lima' });
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Ana Lima');
  });
});
