// The ceiling: the least an HTTP server on this machine can do per request, measured in the same run.
import { createServer } from 'node:http';

const body = JSON.stringify({ application_version: '0.1.0', api_version: '2.1', edition: 'oss' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(`Ceiling listening on http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
