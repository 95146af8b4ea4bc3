import { describe, expect, it } from 'vitest';
import { PAGE_CSS } from '../../../server/web/chrome/styles.ts';
import { webClient } from '../web-client.ts';
import { BOB, gatedPush } from './gate-support.ts';

describe("the e-mail gate's code field", () => {
  it('is a text field, so it is drawn as wide and as tall as the address field before it', async () => {
    const { h, token } = await gatedPush({ emails: [BOB] });
    const visitor = webClient(h.app);
    await visitor.get(`/p/${token}`);
    const asked = await visitor.post(`/p/${token}`, { gate_step: 'email', email: BOB });
    const field = /<input id="gate-code"[^>]*>/.exec(asked.html)?.[0] ?? '';
    expect(field).toContain('type="text"');
    expect(field).toContain('inputmode="numeric"');
    expect(PAGE_CSS).toMatch(/(^|[\s,])input\[type=text\][\s\S]*?\{[^}]*width: 100%/);
  });
});
