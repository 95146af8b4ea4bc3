import { afterEach, describe, expect, it } from 'vitest';
import { issueDeviceToken } from '../../../server/accounts/device-tokens.ts';
import { verifyActivity } from '../../../server/store/activity/verify-activity.ts';
import { filesHarness } from '../files-harness.ts';
import { T0 } from '../harness.ts';
import { postForm } from '../requests/answer-at-link.ts';
import { webClient } from '../web-client.ts';
import { signedInClient, tokenOf } from '../web-push-client.ts';
import { allEntries, apiCall, targetOf } from './push-event-support.ts';

type FilesApp = Awaited<ReturnType<typeof filesHarness>>;
const opened: FilesApp[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

const SECRETS = {
  apiPayload: 'Api-Payload-qV81',
  apiPassphrase: 'Api-Phrase-zM42',
  wrongGuess: 'Wrong-Guess-rT55',
  filePayload: 'File-Note-hK09',
  fileName: 'quarterly-salaries-2026.xlsx',
  fileContent: 'FILE-CONTENT-Jw77',
  webPayload: 'Web-Payload-nB13',
  webPassphrase: 'Web-Phrase-xC66',
  requestPassphrase: 'Req-Phrase-pL20',
  answer: 'Answer-Secret-dF38',
  mailedTo: 'carol.recipient@example.com',
};

describe('push and request events keep no secret', () => {
  it('records a day of pushes, reads, files, mails and a request without a payload, passphrase, link, token or file name, in a chain that verifies', async () => {
    const h = await filesHarness(undefined, { mail: true, notify: { requests: true } });
    opened.push(h);
    const { token: browserToken } = await issueDeviceToken(
      h.store,
      (await h.store.findUserByEmail('bob@example.com'))?.id ?? '',
      'Chrome on Linux',
      T0,
    );
    const links: string[] = [];

    const api = await apiCall(h, 'POST', '/api/v2/pushes', {
      token: h.alice,
      body: {
        push: {
          payload: SECRETS.apiPayload,
          passphrase: SECRETS.apiPassphrase,
          notify_emails_to: SECRETS.mailedTo,
        },
      },
    });
    const apiToken = String(api.body?.url_token);
    links.push(apiToken);
    await apiCall(h, 'GET', `/api/v2/pushes/${apiToken}?passphrase=${SECRETS.wrongGuess}`);
    await apiCall(h, 'GET', `/api/v2/pushes/${apiToken}?passphrase=${SECRETS.apiPassphrase}`);
    await apiCall(h, 'GET', `/api/v2/pushes/${apiToken}?passphrase=${SECRETS.apiPassphrase}`, {
      token: h.alice,
    });

    const filePush = await h.upload([{ name: SECRETS.fileName, content: SECRETS.fileContent }], {
      payload: SECRETS.filePayload,
    });
    const fileToken = filePush.body.url_token;
    links.push(fileToken);
    const shown = await h.show(fileToken);
    const fileUrl = shown.files?.[0]?.url ?? '';
    links.push(fileUrl.slice(fileUrl.lastIndexOf('/') + 1));
    const download = await h.app.request(fileUrl);
    expect(await download.text()).toBe(SECRETS.fileContent);

    const byBrowser = await apiCall(h, 'POST', '/api/v2/pushes', {
      token: browserToken,
      body: { push: { payload: SECRETS.apiPayload } },
    });
    links.push(String(byBrowser.body?.url_token));

    const browser = await signedInClient(h, 'alice@example.com');
    const made = await browser.post('/', {
      kind: 'text',
      payload: SECRETS.webPayload,
      passphrase: SECRETS.webPassphrase,
      expire_after_views: '2',
    });
    const webToken = tokenOf(made.headers.get('location'));
    links.push(webToken);
    const reader = webClient(h.app);
    await reader.get(`/p/${webToken}`);
    expect((await reader.post(`/p/${webToken}`, { passphrase: SECRETS.webPassphrase })).status).toBe(200);
    await browser.get(`/p/${webToken}/edit`);
    const edited = await browser.post(`/p/${webToken}/edit`, {
      name: 'x',
      note: '',
      passphrase: `${SECRETS.webPassphrase}-new`,
      expire_after_duration: 'current',
      expire_after_views: '3',
    });
    expect(edited.status).toBe(303);

    const request = await apiCall(h, 'POST', '/api/v2/requests', {
      token: h.alice,
      body: { request: { request: 'Send me the key', passphrase: SECRETS.requestPassphrase } },
    });
    const requestToken = String(request.body?.url_token);
    links.push(requestToken);
    const visitor = webClient(h.app);
    const unlock = postForm((await visitor.get(`/req/${requestToken}`)).html);
    const answerPage = await visitor.post(unlock.action, {
      ...unlock.hidden,
      passphrase: SECRETS.requestPassphrase,
    });
    const form = postForm(answerPage.html);
    await visitor.post(form.action, { ...form.hidden, [form.textarea ?? 'payload']: SECRETS.answer });
    await apiCall(h, 'GET', `/api/v2/requests/${requestToken}`, { token: h.alice });

    const entries = await allEntries(h);
    const events = new Set(entries.map((entry) => entry.event));
    for (const event of [
      'push.created',
      'push.passphrase_failed',
      'push.viewed',
      'push.viewed_by_owner',
      'push.edited',
      'push.file_downloaded',
      'push.link_mailed',
      'request.asked',
      'request.answered',
    ])
      expect([event, events.has(event)]).toEqual([event, true]);
    expect(entries.find((entry) => entry.event === 'push.file_downloaded')).toMatchObject({
      target: targetOf('push', fileToken),
      details: { index: 0 },
    });

    const written = JSON.stringify(entries);
    for (const secret of [...Object.values(SECRETS), ...links, h.alice, h.bob, browserToken])
      expect([secret, written.includes(secret)]).toEqual([secret, false]);
    expect(written).not.toContain('carol');
    // Every detail the events carry passes the allow-list: none was left out.
    expect(h.logLines.filter((line) => line.startsWith('activity log'))).toEqual([]);
    expect(await verifyActivity(h.store)).toMatchObject({ checked: entries.length, problem: null });
  });
});
