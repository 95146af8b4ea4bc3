import type { Context } from 'hono';
import { afterAnswer } from '../../accounts/recovery-background.ts';
import { auditMeta } from '../../http/client-info.ts';
import { activityWho } from '../../http/door-actor.ts';
import { gateCodeMail } from '../../mail/gate-code-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { GateNeed } from '../../pushes/gate-check.ts';
import type { GateCodes } from '../../pushes/gate-codes.ts';
import type { GateSettings } from '../../pushes/gate-settings.ts';
import type { GateRefusal } from '../../pushes/push-activity.ts';
import { type RequestReader, requestGateKey } from '../../requests/request-gate.ts';
import type { RequestService } from '../../requests/request-service.ts';
import type { RequestRecord } from '../../store/request-records.ts';
import { messagePage } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { signInFirst } from '../chrome/return-target.ts';
import type { GatePasses } from '../gates/gate-pass.ts';
import { gateCodePage } from '../gates/gate-views.ts';
import { requestGateEmailPage, requestGateNetworkPage } from './request-gate-views.ts';

type C = Context<PageEnv>;

export interface RequestGateDeps {
  requests: RequestService;
  /** The push gate's codes, limits and pass, kept under the request's own key (requestGateKey). */
  codes: GateCodes;
  passes: GatePasses;
  /** Outgoing mail; without it no code goes out (and no request is made with an e-mail gate). */
  mailer: Mailer | null;
  gates: GateSettings;
}

const answerPath = (request: RequestRecord) => `/req/${request.urlToken}`;

/**
 * The gate before a request's answer page: who answers (with the address this browser proved), the
 * page a closed gate shows, and the posts of its steps (`gate_step`: `email`, `code`, `restart`).
 */
export function requestGateDoor({ requests, codes, passes, mailer, gates }: RequestGateDeps) {
  const reader = (c: C, request: RequestRecord): RequestReader => ({
    user: c.get('user'),
    proven: passes.proven(c, requestGateKey(request.urlToken)),
  });

  function closed(c: C, need: GateNeed): Response | Promise<Response> {
    if (need === 'member') return signInFirst(c);
    if (need === 'network') return c.html(requestGateNetworkPage(c), 403);
    return c.html(requestGateEmailPage(c), 403);
  }

  /** Records a refusal in the activity log once the answer has gone, so a refused answerer never waits on the log. */
  function logRefusal(c: C, request: RequestRecord, need: GateNeed, reason?: GateRefusal, typed?: string) {
    const who = activityWho(c, c.get('user'), 'web');
    afterAnswer('recording a request gate refusal', () =>
      requests.gateRefused(request, need, who, reason, typed ?? null),
    );
  }

  /** The page for a gate that still stands before this request; null once it admits this browser. */
  function stand(c: C, request: RequestRecord): Response | Promise<Response> | null {
    const outcome = requests.gateOutcome(request, reader(c, request), auditMeta(c));
    if (outcome === null || outcome.open) return null;
    // Meeting the address form or the sign-in is a first step; a network that cannot pass is a refusal.
    if (outcome.need === 'network') logRefusal(c, request, 'network');
    return closed(c, outcome.need);
  }

  const tooMany = (c: C) => {
    const { t } = pageLanguage(c);
    return c.html(messagePage(c, t('gate.tooManyTitle'), t('gate.tooManyText'), 'error'), 429);
  };

  /** One step of the e-mail gate, posted to the answer page's address. */
  async function step(c: C, request: RequestRecord, form: Record<string, unknown>): Promise<Response> {
    const gate = requests.gateOf(request);
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    if (gate === null || form.gate_step === 'restart' || email === '')
      return c.html(requestGateEmailPage(c), 403);
    const key = requestGateKey(request.urlToken);
    const words = pageLanguage(c);
    if (form.gate_step === 'email') {
      const asked = await codes.ask(key, gate, email, async (code, lifetimeMs) => {
        if (mailer === null) return;
        const { origin, brand } = mailer;
        const mail = gateCodeMail(words, { origin, code, lifetimeMs, brand, about: 'request' });
        await mailer.send({ kind: 'gate-code', to: email, ...mail });
      });
      if (asked === 'limited') return tooMany(c);
      return c.html(gateCodePage(c, email, gates.codeLifetimeMs, false, 'request'), 403);
    }
    const code = typeof form.code === 'string' ? form.code.replace(/\s+/g, '') : '';
    const checked = await codes.check(key, email, code);
    if (checked === 'limited') return tooMany(c);
    if (checked === 'wrong') {
      logRefusal(c, request, 'email', 'wrong_code', email);
      return c.html(gateCodePage(c, email, gates.codeLifetimeMs, true, 'request'), 401);
    }
    passes.give(c, key, email, gates.passLifetimeMs, answerPath(request));
    return c.redirect(answerPath(request), 303);
  }

  return { reader, stand, step };
}

export type RequestGateDoor = ReturnType<typeof requestGateDoor>;
