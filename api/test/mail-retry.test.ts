import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema/mail';
import { createMailer } from '../src/features/mail/mailer';
import { openTestApi, type TestApi, uniqueEmail } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(async () => {
  await api.close();
});

async function rowFor(to: string) {
  const [row] = await api.db.select().from(outbox).where(eq(outbox.toAddress, to));
  return row!;
}

describe('mail outbox with an SMTP server that refuses', () => {
  it('keeps a failed mail pending with its error, retries it when due, and gives up after five attempts', async () => {
    // Port 1 on the loopback refuses at once: every delivery fails without waiting on a timeout.
    const mailer = createMailer(api.db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'Gaido <hello@gaido.test>' });
    const to = uniqueEmail('retry');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await mailer.send({ to, kind: 'verify', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', link: null });
      await vi.waitFor(async () => expect((await rowFor(to)).attempts).toBe(1), { timeout: 10_000 });
      const first = await rowFor(to);
      expect(first.status).toBe('pending');
      expect(first.lastError).toBeTruthy();
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Not due yet: a retry run leaves it alone.
      await mailer.deliverPending();
      expect((await rowFor(to)).attempts).toBe(1);

      for (let attempt = 2; attempt <= 5; attempt++) {
        await api.db
          .update(outbox)
          .set({ nextAttemptAt: sql`now() - interval '1 second'` })
          .where(eq(outbox.toAddress, to));
        await mailer.deliverPending();
        expect((await rowFor(to)).attempts).toBe(attempt);
      }
      expect((await rowFor(to)).status).toBe('failed');
    } finally {
      error.mockRestore();
    }
  });
});
