import { describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../server/store/api-key-store.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { harness } from '../harness.ts';
import { webClient } from '../web-client.ts';

describe('the API description of named keys', () => {
  it('says a named API key works as the bearer too, within its scope, naming every scope', async () => {
    const h = await harness();
    const res = await h.app.request('http://push.test/api/v2/openapi.json');
    const { description } = (await res.json()).components.securitySchemes.bearer;
    expect(description).toContain(
      'or a named API key from the token page, as `Authorization: Bearer <token>`.',
    );
    expect(description).toContain('A key may do only what its scope allows:');
    for (const scope of API_KEY_SCOPES) expect(description).toContain(`\`${scope}\` (`);
  });

  it('names the key and every scope on the /api page in each of its languages', async () => {
    const h = await harness();
    for (const { code } of LANGUAGES) {
      const page = await webClient(h.app, 'http://push.test', code).get(`/api?locale=${code}`);
      const bearer = /<li><code>Authorization<\/code>: (.*?)<\/li>/s.exec(page.html)?.[1] ?? '';
      const named = API_KEY_SCOPES.filter((scope) => bearer.includes(`<code>${scope}</code>`));
      expect([code, named, bearer.includes('<code>Authorization: Bearer &lt;token&gt;</code>')]).toEqual([
        code,
        [...API_KEY_SCOPES],
        true,
      ]);
    }
  });
});
