import { HttpResponse, http } from 'msw';
import { API, server } from '../../test/server';
import { signup } from './signup';

describe('signup (spec 7, 8)', () => {
  it("signs up with version 'web' and returns data.context.message", async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/signup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { context: { message: 'Check your inbox' } } }, { status: 201 });
      }),
    );
    await expect(signup({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
      message: 'Check your inbox',
    });
    expect(body).toEqual({ email: 'a@b.co', password: 'secret1', version: 'web' });
  });

  it('returns no message when the signup answer has none', async () => {
    server.use(http.post(`${API}/auth/signup`, () => HttpResponse.json({ data: {} })));
    await expect(signup({ email: 'a@b.co', password: 'secret1', version: 'ios' })).resolves.toEqual({});
  });
});
