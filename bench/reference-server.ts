// The bench's references, run as `reference-server.ts KIND`:
// - `bare`: node:http answering GET / with a fixed small JSON body (the ceiling);
// - `hono`: the same through Hono on @hono/node-server, the real server's stack, with no application code;
// - `durable-create` and `durable-read`: the least a durable create and a durable one-view read
//   must do (least-durable.ts).
import { createServer, type RequestListener } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { leastDurableCreate, leastDurableRead } from './least-durable.ts';

const body = { application_version: '0.1.0', api_version: '2.1', edition: 'oss' };
const text = JSON.stringify(body);
const announce = (port: number) => console.log(`Reference listening on http://127.0.0.1:${port}`);
const journalPath = process.env.JOURNAL_PATH ?? 'reference-journal.ndjson';

function listen(handler: RequestListener): void {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    announce(typeof address === 'object' && address !== null ? address.port : 0);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

const kind = process.argv[2];
if (kind === 'durable-create') listen(await leastDurableCreate(journalPath));
else if (kind === 'durable-read') listen(await leastDurableRead(journalPath));
else if (kind === 'hono') {
  const app = new Hono().get('/', (c) => c.json(body));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => announce(info.port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  listen((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(text);
  });
}
