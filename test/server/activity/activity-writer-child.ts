// A second server's worth of appends: run as its own process, with its own pool, on DATABASE_URL.
import { openPostgresStore } from '../../../server/store/postgres/open-postgres-store.ts';
import { activity } from '../store/activity-fixtures.ts';
import { T0, TEST_KEY } from '../store/fixtures.ts';

const count = Number(process.argv[2] ?? '10');
const store = await openPostgresStore({
  url: process.env.DATABASE_URL ?? '',
  instanceKey: TEST_KEY,
  poolSize: 5,
});
try {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      store.appendActivity(
        activity({ at: T0 + i, actor: { kind: 'server', id: null, name: `pid ${process.pid}` } }),
      ),
    ),
  );
} finally {
  await store.close();
}
