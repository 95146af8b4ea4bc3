import type { Context } from 'hono';
import { auditMeta } from '../../http/client-info.ts';
import { doorActor } from '../../http/door-actor.ts';
import { gateCodeMail } from '../../mail/gate-code-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { GateNeed } from '../../pushes/gate-check.ts';
import type { GateCodes } from '../../pushes/gate-codes.ts';
import type { GateSettings } from '../../pushes/gate-settings.ts';
import type { Actor, PushService } from '../../pushes/service.ts';
import type { PushRecord } from '../../store/records.ts';
import { messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { signInFirst, signInPathBackTo } from '../chrome/return-target.ts';
import type { GatePasses } from './gate-pass.ts';
import { gateCodePage, gateEmailPage, gateMemberPage, gateNetworkPage } from './gate-views.ts';

type C = Context<PageEnv>;

export interface GateDoorDeps {
  service: PushService;
  codes: GateCodes;
  passes: GatePasses;
  /** Outgoing mail; without it no code goes out (and an e-mail gate admits only signed-in users). */
  mailer: Mailer | null;
  gates: GateSettings;
  now: () => number;
}

/**
 * The gate's side of a push's pages: who reads (with the address this browser proved), the page a
 * closed gate shows, and the posts of its steps (`gate_step`: `email`, `code`, `restart`).
 */
export function gateDoor({ service, codes, passes, mailer, gates, now }: GateDoorDeps) {
  const actor = (c: C, urlToken: string): Actor => ({
    ...doorActor(c, c.get('user'), 'web'),
    proven: passes.proven(c, urlToken),
  });

  /** What a closed gate answers: the address form, the sign-in, or a refusal nothing here can pass. */
  function closed(c: C, need: GateNeed, push: PushRecord): Response | Promise<Response> {
    // A sealed push's key lives in the fragment, which the sign-in form cannot carry back: its page holds it.
    if (need === 'member' && service.isSealed(push))
      return c.html(gateMemberPage(c, signInPathBackTo(new URL(c.req.url).pathname)), 403);
    if (need === 'member') return signInFirst(c);
    if (need === 'network') return c.html(gateNetworkPage(c, service.isSealed(push)), 403);
    return c.html(gateEmailPage(c, service.isSealed(push)), 403);
  }

  /** The page for a gate that still stands before this push; null once it admits this browser. */
  function stand(c: C, push: PushRecord): Response | Promise<Response> | null {
    const outcome = service.gates.outcome(push, actor(c, push.urlToken), now());
    if (outcome === null || outcome.open) return null;
    // Meeting the address form or the sign-in is a first step; a network that cannot pass is a refusal.
    if (outcome.need === 'network')
      return service.gates
        .refused(push, 'network', actor(c, push.urlToken), now())
        .then(() => closed(c, 'network', push));
    return closed(c, outcome.need, push);
  }

  const tooMany = (c: C) => {
    const { t } = pageLanguage(c);
    return c.html(messagePage(c, t('gate.tooManyTitle'), t('gate.tooManyText'), 'error'), 429);
  };

  /** One step of the e-mail gate, posted to the page's own address; `gone` answers a push the step burnt. */
  async function step(
    c: C,
    push: PushRecord,
    form: Record<string, unknown>,
    gone: () => Response | Promise<Response>,
  ): Promise<Response> {
    const gate = service.gates.gateOf(push);
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    if (gate === null || form.gate_step === 'restart' || email === '') return c.html(gateEmailPage(c), 403);
    const words = pageLanguage(c);
    if (form.gate_step === 'email') {
      const asked = await codes.ask(push.urlToken, gate, email, async (code, lifetimeMs) => {
        if (mailer === null) return;
        const mail = gateCodeMail(words, { origin: mailer.origin, code, lifetimeMs, brand: mailer.brand });
        await mailer.send({ kind: 'gate-code', to: email, ...mail });
      });
      return asked === 'limited' ? tooMany(c) : c.html(gateCodePage(c, email, gates.codeLifetimeMs), 403);
    }
    const code = typeof form.code === 'string' ? form.code.replace(/\s+/g, '') : '';
    const checked = await codes.check(push.urlToken, email, code);
    if (checked === 'limited') return tooMany(c);
    if (checked === 'wrong') {
      await service.gates.refused(push, 'email', actor(c, push.urlToken), now(), 'wrong_code');
      if (await service.gates.failed(push, auditMeta(c), now())) return gone();
      return c.html(gateCodePage(c, email, gates.codeLifetimeMs, true), 401);
    }
    passes.give(c, push.urlToken, email, gates.passLifetimeMs);
    // No fragment in the Location: the browser keeps the one the form was posted with.
    return c.redirect(new URL(c.req.url).pathname, 303);
  }

  return { actor, stand, step };
}

export type GateDoor = ReturnType<typeof gateDoor>;
