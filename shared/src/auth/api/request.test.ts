import { HttpResponse, http } from 'msw';
import { signIn } from '../../test/helpers';
import { API, server } from '../../test/server';
import { aMessageAnswer, aTokensAnswer, aUserAnswer } from '../../testing/fixtures';
import { changeEmailRequest } from './changeEmailRequest';
import { changePassword } from './changePassword';
import { confirmEmail } from './confirmEmail';
import { forgotPassword } from './forgotPassword';
import { resetPassword } from './resetPassword';
import { signup } from './signup';
import { updateEmail } from './updateEmail';

describe('account calls and their default messages (spec 7, 8)', () => {
  type Call = [string, string, () => Promise<unknown>, string];
  const calls: Call[] = [
    ['signup', '/auth/signup', () => signup({ email: 'a@b.co', password: 'secret1' }), 'Registration failed'],
    ['confirmEmail', '/auth/confirm', () => confirmEmail('t'), 'Email verification failed'],
    [
      'forgotPassword',
      '/auth/forgot-password',
      () => forgotPassword('a@b.co'),
      'Password reset request failed',
    ],
    [
      'resetPassword',
      '/auth/reset-password',
      () => resetPassword({ password: 'secret1', token: 't' }),
      'Password reset failed',
    ],
    [
      'changeEmailRequest',
      '/auth/change-email-request',
      () => changeEmailRequest('n@b.co'),
      'Email change request failed',
    ],
    ['updateEmail', '/auth/update-email', () => updateEmail('t'), 'Email update failed'],
    ['changePassword', '/auth/change-password', () => changePassword('secret2'), 'Password change failed'],
  ];

  it.each(calls)('%s throws %4$j when the server gives no message', async (_name, path, call, message) => {
    server.use(http.post(`${API}${path}`, () => new HttpResponse('', { status: 400 })));
    await expect(call()).rejects.toThrow(message);
  });

  it.each(calls)('%s throws the server message when there is one', async (_name, path, call) => {
    server.use(
      http.post(`${API}${path}`, () => HttpResponse.json({ message: 'Token expired' }, { status: 400 })),
    );
    await expect(call()).rejects.toThrow('Token expired');
  });

  it.each([
    ['/auth/confirm', () => confirmEmail('tok'), { token: 'tok' }, aUserAnswer()],
    ['/auth/forgot-password', () => forgotPassword('a@b.co'), { email: 'a@b.co' }, aMessageAnswer()],
    [
      '/auth/reset-password',
      () => resetPassword({ password: 'secret1', token: 'tok' }),
      { password: 'secret1', token: 'tok' },
      aMessageAnswer(),
    ],
    ['/auth/update-email', () => updateEmail('tok'), { token: 'tok' }, aUserAnswer()],
  ] as const)('posts %s with its payload', async (path, call, expected, answer) => {
    let body: unknown;
    server.use(
      http.post(`${API}${path}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(answer);
      }),
    );
    await call();
    expect(body).toEqual(expected);
  });

  it.each([
    [
      '/auth/change-email-request',
      () => changeEmailRequest('new@b.co'),
      { email: 'new@b.co' },
      aMessageAnswer(),
    ],
    ['/auth/change-password', () => changePassword('secret2'), { password: 'secret2' }, aTokensAnswer()],
  ] as const)('posts %s with bearer and refresh headers', async (path, call, expected, answer) => {
    signIn();
    let request: Request | undefined;
    let body: unknown;
    server.use(
      http.post(`${API}${path}`, async ({ request: incoming }) => {
        request = incoming;
        body = await incoming.json();
        return HttpResponse.json(answer);
      }),
    );
    await call();
    expect(body).toEqual(expected);
    expect(request?.headers.get('authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('authorization-refresh')).toBe('refresh-1');
  });
});
