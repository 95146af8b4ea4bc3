// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../extension/components/OptionsApp.tsx';
import { loadSettings } from '../../extension/lib/settings-store.ts';
import { mount } from './dom-helpers.ts';
import { configure, instance } from './menu-fixtures.ts';
import { EMAIL, ORIGIN, signInInstance } from './web-sign-in-instance.ts';

type Instance = ReturnType<typeof signInInstance>;

async function optionsOn(i: Instance, fixTokenOf: string | null = null) {
  const page = mount(<OptionsApp env={i.env} fixTokenOf={fixTokenOf} />);
  await page.waitForText(/Instances/);
  return page;
}

const saved = async () => (await loadSettings(fakeBrowser.storage.local)).instances;
const hasButton = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].some((b) => b.textContent?.trim() === name);

describe('options: sign in from the extension', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await configure(instance({ id: 'ours', baseUrl: ORIGIN, features: null }));
  });

  it('offers "Sign in" beside the token field on an instance that says it takes it', async () => {
    const page = await optionsOn(signInInstance());
    await page.waitForText(/gives this browser an API token of its own/);
    expect(hasButton(page.root, 'Sign in')).toBe(true);
    expect(page.byLabel('API token (optional)')).toBeTruthy();
    page.unmount();
  });

  it('offers no "Sign in" on an instance that does not say it takes it, and keeps the token field', async () => {
    const page = await optionsOn(signInInstance({ offersSignIn: false }));
    page.button('Test connection').click();
    await page.waitForText(/Connected to push\.localhost/);
    expect(hasButton(page.root, 'Sign in')).toBe(false);
    expect(page.byLabel('API token (optional)')).toBeTruthy();
    page.unmount();
  });

  it('offers no "Sign in" on a page given no web auth flow to run it in', async () => {
    const { webAuth: _, ...env } = signInInstance().env;
    const page = mount(<OptionsApp env={env} />);
    await page.waitForText(/Instances/);
    page.button('Test connection').click();
    await page.waitForText(/Connected to push\.localhost/);
    expect(hasButton(page.root, 'Sign in')).toBe(false);
    expect(page.root.querySelector('[data-testid="web-sign-in"]')).toBeNull();
    page.unmount();
  });

  it('signs in, saves the received token as if pasted, and says as whom', async () => {
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    let finish = () => {};
    const end = i.window.end;
    i.window.end = (asked) => new Promise((resolve) => (finish = () => resolve(end(asked))));
    page.button('Sign in').click();
    await page.waitForText(/Sign in to push\.localhost in the window that opened…/);
    expect(page.button('Save').disabled).toBe(true);
    expect(new URL(i.window.opened[0] ?? '').pathname).toBe('/users/extension/authorize');
    finish();
    await page.waitForText(/Signed in as alice@example\.com \(Chrome on Linux\)\./);
    await page.waitForText(/The API token is accepted/);
    expect(page.byLabel('API token (optional)').value).toBe('browser-token-1');
    expect(hasButton(page.root, 'Sign out')).toBe(true);
    expect(await saved()).toMatchObject([
      { id: 'ours', token: 'browser-token-1', signedIn: { email: EMAIL, name: 'Chrome on Linux' } },
    ]);
    page.unmount();
  });

  it.each([
    ['the window is closed', 'The user did not approve access.', /Sign-in cancelled\. Nothing was changed\./],
    [
      'the page does not load',
      'Authorization page could not be loaded.',
      /could not open push\.localhost's page/,
    ],
  ])('changes nothing and says so when %s', async (_, message, words) => {
    const i = signInInstance();
    i.window.end = () => Promise.reject(new Error(message));
    const before = await saved();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(words);
    expect(await saved()).toEqual(before);
    expect(page.button('Sign in').disabled).toBe(false);
    page.unmount();
  });

  it('changes nothing when the instance refuses the code or the answer is not this sign-in’s', async () => {
    const i = signInInstance();
    const before = await saved();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    i.state.exchange = 400;
    page.button('Sign in').click();
    await page.waitForText(/push\.localhost did not accept the sign-in/);
    i.window.end = () => Promise.resolve('https://x.chromiumapp.org/?code=c&state=forged');
    page.button('Sign in').click();
    await page.waitForText(/did not belong to this sign-in, so it was refused/);
    i.window.end = (asked) => Promise.resolve(`https://x/?error=access_denied&state=${asked.get('state')}`);
    page.button('Sign in').click();
    await page.waitForText(/You did not allow this browser on push\.localhost/);
    expect(await saved()).toEqual(before);
    expect(i.state.issued).toBe(0);
    page.unmount();
  });

  it('signs out: the instance revokes the token first, then this browser forgets it', async () => {
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(/Signed in as/);
    page.button('Sign out').click();
    await page.waitForText(/Signed out: push\.localhost no longer accepts this browser's token/);
    expect(i.state.signedOut).toEqual(['browser-token-1']);
    expect(i.tokens.has('browser-token-1')).toBe(false);
    expect((await saved())[0]).toMatchObject({ token: '' });
    expect((await saved())[0]?.signedIn).toBeUndefined();
    expect(page.byLabel('API token (optional)').value).toBe('');
    expect(hasButton(page.root, 'Sign in')).toBe(true);
    page.unmount();
  });

  it('keeps the token and says so when the instance cannot be reached to sign out', async () => {
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(/Signed in as/);
    i.state.up = false;
    page.button('Sign out').click();
    await page.waitForText(/Could not reach push\.localhost to sign out, so this browser is still signed in/);
    expect((await saved())[0]).toMatchObject({ token: 'browser-token-1', signedIn: { email: EMAIL } });
    page.unmount();
  });

  it('offers to sign in again once the instance rejects the token, or the popup sent the person to fix it', async () => {
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(/Signed in as/);
    expect(hasButton(page.root, 'Sign in')).toBe(false);
    i.tokens.delete('browser-token-1');
    page.button('Test connection').click();
    await page.waitForText(/The API token is NOT accepted/);
    page.button('Sign in').click();
    await page.waitForText(/The API token is accepted/);
    expect((await saved())[0]).toMatchObject({ token: 'browser-token-2', signedIn: { email: EMAIL } });
    page.unmount();
    const fixing = await optionsOn(i, 'ours');
    await fixing.waitForText(/Signed in as/);
    await fixing.waitForText(/gives this browser/);
    expect(hasButton(fixing.root, 'Sign in')).toBe(true);
    fixing.unmount();
  });

  it('forgets whom it signed in as once another token is pasted and saved', async () => {
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(/Signed in as/);
    await page.type('API token (optional)', 'pasted-token');
    page.button('Save').click();
    await page.waitForText(/gives this browser/);
    expect(page.text()).not.toMatch(/Signed in as/);
    expect((await saved())[0]).toMatchObject({ token: 'pasted-token' });
    expect((await saved())[0]?.signedIn).toBeUndefined();
    page.unmount();
  });

  it('signs a new instance in once its test shows it takes sign-in, and saves it', async () => {
    fakeBrowser.reset();
    const i = signInInstance();
    const page = await optionsOn(i);
    await page.type('Instance address', 'push.localhost');
    expect(hasButton(page.root, 'Sign in')).toBe(false);
    await page.type('Instance address', `${ORIGIN}/`);
    page.button('Test connection').click();
    await page.waitForText(/gives this browser/);
    page.button('Sign in').click();
    await page.waitForText(/Signed in as alice@example\.com/);
    expect(await saved()).toMatchObject([{ id: 'new-id', baseUrl: ORIGIN, token: 'browser-token-1' }]);
    page.unmount();
  });
});
