import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const child = spawn(process.execPath, ['--trace-gc', '--import', 'tsx', 'server/main.ts'], {
  cwd: '/work/wt-store',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/profdata',
    PORT: '5987',
    HOST: '127.0.0.1',
    PWPUSH_MASTER_KEY: 'b'.repeat(64),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
await new Promise((r) => setTimeout(r, 2500));
const body = JSON.stringify({
  push: { payload: 'correct horse battery staple', passphrase: 'open sesame', expire_after_views: 1 },
});
const r = await autocannon({
  url: 'http://127.0.0.1:5987',
  connections: 10,
  duration: 6,
  requests: [
    { method: 'POST', path: '/api/v2/pushes', headers: { 'content-type': 'application/json' }, body },
  ],
});
console.log('rps', r.requests.average, 'p99', r.latency.p99, r.non2xx);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
