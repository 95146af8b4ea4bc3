import { Hono } from 'hono';
import type { SealedOpening } from '../../../shared/sealed/sealed-opening.ts';
import { clientGoneSignal } from '../../http/client-gone-signal.ts';
import type { PushService } from '../../pushes/service.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import type { GateDoor } from '../gates/gate-routes.ts';
import { leftAfterView } from './recipient-views.ts';

export interface SealedRecipientDeps {
  service: PushService;
  now: () => number;
  gate: GateDoor;
}

/**
 * `POST /p/:token/sealed`: the reveal form's POST, answered in JSON for the page's script. It reads
 * through the push service exactly as the secret page does: same view, audit, passphrase limits.
 */
export function sealedRecipientRoutes({ service, now, gate }: SealedRecipientDeps) {
  return new Hono<PageEnv>().post('/:urlToken/sealed', async (c) => {
    const form = await c.req.parseBody();
    if (!csrfMatches(c, form)) return c.json({ error: 'form_expired' }, 403);
    const passphrase = typeof form.passphrase === 'string' ? form.passphrase : undefined;
    const actor = gate.actor(c, c.req.param('urlToken'));
    const result = await service.retrieve(c.req.param('urlToken'), actor, passphrase, {
      signal: clientGoneSignal(c),
    });
    if (!result.ok) {
      const { status } = result.refusal;
      // The gate's pass ran out since the page was shown: reloading the page shows the gate again.
      if (status === 403) return c.json({ error: 'gate' }, 403);
      if (status === 401) return c.json({ error: 'passphrase' }, 401);
      if (status === 429) return c.json({ error: 'too_many_attempts' }, 429);
      return c.json({ error: 'gone' }, 404);
    }
    const { view, outcome, push } = result.value;
    if (view.expired || view.payload === null) return c.json({ error: 'gone' }, 404);
    const opening: SealedOpening = {
      payload: view.payload,
      files: view.files.map((f, i) => ({ name: f.filename, url: f.url, size: push.files[i]?.size ?? 0 })),
      left: leftAfterView(pageLanguage(c), view, now()),
      deletable: view.viewsRemaining > 0 && (view.deletableByViewer === true || outcome === 'owner_view'),
    };
    return c.json(opening);
  });
}
