// The bench's references, run as `reference-server.ts bare` (node:http answering GET / with a
// fixed small JSON body: the ceiling), `hono` (the same through Hono on @hono/node-server, the real
// server's stack, with no application code), or `durable` (node:http doing the least a durable
// create must: parse the body, seal payload and passphrase, append to an O_DSYNC journal with group
// commit, answer 201).
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { leastDurableCreate } from './least-durable-create.ts';

const body = { application_version: '0.1.0', api_version: '2.1', edition: 'oss' };
const text = JSON.stringify(body);
const announce = (port: number) => console.log(`Reference listening on http://127.0.0.1:${port}`);

if (process.argv[2] === 'durable') {
  const server = createServer(await leastDurableCreate(process.env.JOURNAL_PATH ?? 'journal.ndjson'));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    announce(typeof address === 'object' && address !== null ? address.port : 0);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else if (process.argv[2] === 'hono') {
  const app = new Hono().get('/', (c) => c.json(body));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => announce(info.port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(text);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    announce(typeof address === 'object' && address !== null ? address.port : 0);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
