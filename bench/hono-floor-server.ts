// A second reference: the same small JSON body through Hono on @hono/node-server, the stack the real
// server uses, with no application code. The distance from here to the ceiling is the framework's.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = { application_version: '0.1.0', api_version: '2.1', edition: 'oss' };
const app = new Hono().get('/', (c) => c.json(body));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`Hono floor listening on http://127.0.0.1:${info.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
