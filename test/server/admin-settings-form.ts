import type { Harness } from './harness.ts';
import { webClient } from './web-client.ts';

const PASSWORD = 'correct horse battery';

/** `email` signed in with a password on the web, as a browser (asking for `language`, if given) keeps them. */
export async function signIn(h: Harness, email: string, language?: string) {
  await h.admin.setPassword(email, PASSWORD);
  const browser = webClient(h.app, 'http://push.test', language);
  await browser.get('/users/sign_in');
  await browser.post('/users/sign_in', { email, password: PASSWORD });
  return browser;
}

/** Alice, an administrator, on the settings page. */
export async function onSettings(h: Harness) {
  await h.admin.setAdmin('alice@example.com', true);
  const browser = await signIn(h, 'alice@example.com');
  const shown = await browser.get('/admin/settings');
  return { browser, shown };
}

/** What a browser would post from the settings page as shown: every field with its current value. */
export function settingsFormOf(html: string): Record<string, string> {
  const form = /<form method="post" action="\/admin\/settings"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name === undefined || name === '_csrf') continue;
    if (input.includes('type="checkbox"') && !input.includes(' checked')) continue;
    fields[name] = value;
  }
  for (const [, name = '', options = ''] of form.matchAll(
    /<select [^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g,
  ))
    fields[name] = /<option value="([^"]+)" selected>/.exec(options)?.[1] ?? '';
  for (const [, name = '', text = ''] of form.matchAll(
    /<textarea [^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g,
  ))
    fields[name] = text;
  return fields;
}
