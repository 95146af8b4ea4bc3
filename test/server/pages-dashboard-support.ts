import type { AuditMeta } from '../../server/store/records.ts';
import type { Harness } from './harness.ts';
import { adapterHarnesses } from './web-adapters.ts';
import { webClient } from './web-client.ts';

export const PASSWORD = 'correct horse battery';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** The embedded store on disk, and PostgreSQL where the test run has it. */
export const adapters = adapterHarnesses('dashboard');

/** Opens an app per test (the adapter closes it after); call at a test file's top level. */
export function openedApps() {
  /** An app with alice signed in (`browser`) and bob signed in (`other`). */
  return async (open: () => Promise<Harness>) => {
    const h = await open();
    const signIn = async (email: string) => {
      await h.admin.setPassword(email, PASSWORD);
      const browser = webClient(h.app);
      await browser.get('/users/sign_in');
      await browser.post('/users/sign_in', { email, password: PASSWORD });
      return browser;
    };
    return { h, browser: await signIn('alice@example.com'), other: await signIn('bob@example.com') };
  };
}

/** A recipient's read through the service, as the API and the secret page make it. */
export async function viewAs(
  h: Harness,
  urlToken: string,
  audit: Partial<AuditMeta> = {},
  passphrase?: string,
) {
  const meta = { ip: '198.51.100.7', userAgent: FIREFOX_LINUX, referrer: '', ...audit };
  const read = await h.service.retrieve(urlToken, { user: null, audit: meta }, passphrase);
  if (!read.ok) throw new Error(`read refused: ${read.refusal.status}`);
  return read.value;
}

/** The kinds of a push's whole log, oldest first. */
export async function logKinds(h: Harness, urlToken: string): Promise<string[]> {
  const entries = await h.store.auditLog(urlToken, { offset: 0, limit: 1000 });
  return entries.map((e) => e.kind).reverse();
}
