// A local SMTP server that keeps every mail it is given and shows them over HTTP: what the
// production-mode stack sends its mail to, so sign-up still completes with the dev mailbox off.
//   GET /messages?to=<address>   newest first: { data: [{ to, from, subject, text, link, token, receivedAt }] }
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The first link into the app a mail carries, and the token in it. */
export function linkOf(text) {
  const link = /https?:\/\/[^\s<>"]+/.exec(text ?? '')?.[0] ?? null;
  let token = null;
  try {
    token = link ? new URL(link).searchParams.get('token') : null;
  } catch {
    token = null;
  }
  return { link, token };
}

/**
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, limit?: number }} [options]
 * @returns {Promise<{ smtpPort: number, httpPort: number, messages: object[], close: () => Promise<void> }>}
 */
export async function startSmtpSink({ smtpPort = 0, httpPort = 0, host = '127.0.0.1', limit = 5000 } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? '';
          const recipients = [mail.to]
            .flat()
            .flatMap((to) => to?.value ?? [])
            .map((item) => item.address?.toLowerCase());
          for (const to of recipients) {
            messages.unshift({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text,
              ...linkOf(text),
              receivedAt: new Date().toISOString(),
            });
          }
          messages.length = Math.min(messages.length, limit);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const data = to ? messages.filter((mail) => mail.to === to) : messages;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ data }));
  });
  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, resolve);
  });
  return {
    smtpPort: smtp.server.address().port,
    httpPort: http.address().port,
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]).then(() => {}),
  };
}
