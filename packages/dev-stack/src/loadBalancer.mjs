// A round-robin HTTP load balancer for the production-mode stack: one public port in front of several
// host servers, as a real deployment puts a load balancer in front of them. A backend that refuses the
// connection is skipped for this request, so one host server down leaves the app served.
import { createServer, request } from 'node:http';

/**
 * @param {{ port: number, backends: number[], host?: string }} options  backends: ports on 127.0.0.1
 * @returns {Promise<import('node:http').Server>}
 */
export function startLoadBalancer({ port, backends, host = '127.0.0.1' }) {
  let next = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const start = next++ % backends.length;
      const attempt = (tried) => {
        if (tried === backends.length) {
          res.writeHead(502, { 'Content-Type': 'text/plain' });
          res.end('No host server answered');
          return;
        }
        const backend = backends[(start + tried) % backends.length];
        const upstream = request(
          { host: '127.0.0.1', port: backend, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          if (res.headersSent) return res.destroy(error);
          attempt(tried + 1);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
