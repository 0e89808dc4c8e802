// The dev mailbox (`?to=<email>`): the outbox as a mailbox, for development and tests without SMTP.
// Mounted only in development (config.ts, devMailboxEnabled): it shows live tokens.
import { dev as contract } from '@gaido/contracts';
import type { AppDeps } from '../../http/app-env';
import { singlePageMeta } from '../../http/pagination';
import { contractRoutes } from '../../http/route';
import { recentMail } from './queries';

function tokenOf(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link).searchParams.get('token');
  } catch {
    return null;
  }
}

export function devMailboxRoutes(deps: AppDeps) {
  const { db, background } = deps;
  const { app, mount } = contractRoutes(deps);
  mount(contract.mailbox, async (c, { query: { to, limit } }) => {
    // Mail sent after an answer (forgot-password) is in the box before anyone reads it.
    await background?.idle();
    const rows = await recentMail(db, to, limit);
    const data = rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      kind: row.kind,
      subject: row.subject,
      text: row.textBody,
      link: row.link,
      token: tokenOf(row.link),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ data, meta: singlePageMeta(data.length) });
  });
  return app;
}
