// A test process that starts a PostgreSQL server, says where, and waits to be killed.
import { startPostgresServer } from './postgres-server.ts';

const server = await startPostgresServer();
process.stdout.write(`${JSON.stringify({ dataDir: server.dataDir, url: server.url })}\n`);
setInterval(() => {}, 60_000);
