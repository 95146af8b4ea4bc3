import { type Context, Hono } from 'hono';
import { isPushKind, PUSH_KINDS, type PushKind } from '../../../shared/kinds.ts';
import { settingsUnder } from '../../../shared/policy.ts';
import type { FieldErrors } from '../../../shared/result.ts';
import { looksSealed, sealedUploadName } from '../../../shared/sealed/sealed-payload.ts';
import { type InstanceSettings, isKindEnabled } from '../../../shared/settings.ts';
import { doorActor } from '../../http/door-actor.ts';
import { HttpError } from '../../http/errors.ts';
import type { Uploads } from '../../http/multipart-body.ts';
import type { Translator } from '../../i18n/translator.ts';
import { createPush } from '../../pushes/create-push.ts';
import type { LinkMails } from '../../pushes/link-mails.ts';
import type { PushFiles } from '../../pushes/push-files.ts';
import type { PushService } from '../../pushes/service.ts';
import type { StoredFile } from '../../store/records.ts';
import { formExpired } from '../chrome/message-pages.ts';
import type { PageEnv } from '../chrome/page-env.ts';
import { pageLanguage } from '../chrome/page-language.ts';
import { readPostedForm } from '../chrome/posted-form.ts';
import { contentSecurityPolicy } from '../chrome/security-headers.ts';
import { csrfMatches } from '../chrome/web-session.ts';
import type { CreatedMarker } from './created-marker.ts';
import { homePage, signInForFilesPage, signInToCreatePage } from './home-views.ts';
import { FILES_OFF, refusedPushErrors, uploadErrors } from './push-form-errors.ts';
import {
  defaultValues,
  isSealable,
  linkMailParameter,
  type PushFormValues,
  pushParameter,
  readValues,
} from './push-form-fields.ts';
import { gateMailErrors } from './push-form-gate-mail.ts';
import { MAILED_QUERY } from './push-form-link-mails.ts';
import { sealedScriptTag } from './sealed-script.ts';

export interface HomeDeps {
  service: PushService;
  settings: InstanceSettings;
  marker: CreatedMarker;
  /** Storage for file pushes' files; without it, the file form is not offered. */
  files?: PushFiles;
  /** Largest total of a multipart post's fields, in bytes. */
  maxFieldBytes: number;
  /** Mails the secret link to addresses a signed-in sender gives; without it, the form does not offer it. */
  linkMails?: LinkMails;
}

type C = Context<PageEnv>;
type Posted = { body: Record<string, unknown>; files: StoredFile[] };

/**
 * Whether a post ticked Sealed holds what the sealing script sends: an envelope as payload and
 * files under their places alone. Otherwise the script did not run, and nothing is pushed.
 */
const sealedAsSent = (values: PushFormValues, stored: StoredFile[]) =>
  isSealable(values.kind) &&
  looksSealed(values.payload) &&
  stored.every((file, i) => file.filename === sealedUploadName(i));

/** What the form's own reading refuses: a file push without files, or a sealed one the script did not send. */
function readErrors(words: Translator, values: PushFormValues, stored: StoredFile[]): FieldErrors {
  const { t } = words;
  const errors: FieldErrors = {};
  if (values.kind === 'file' && stored.length === 0) errors.files = [t('pushForm.chooseFile')];
  if (values.sealed && !sealedAsSent(values, stored)) errors.sealed = [t('pushForm.sealedNeedsScript')];
  return { ...errors, ...gateMailErrors(words, values.gate) };
}

/**
 * The result page, told the language the secret link should open in when one was chosen, and how
 * many addresses it was mailed to.
 */
function resultPath(token: string, recipientLocale: string, mailed: number): string {
  const query = new URLSearchParams();
  if (recipientLocale !== '') query.set('recipient_locale', recipientLocale);
  if (mailed > 0) query.set(MAILED_QUERY, String(mailed));
  return `/p/${token}/preview${query.size === 0 ? '' : `?${query}`}`;
}

/** `/`: the push form of every kind the instance allows; a push made here goes to its result page. */
export function homeRoutes({ service, settings: given, marker, files, maxFieldBytes, linkMails }: HomeDeps) {
  /** The settings as the policy in force has them: the form offers, bounds and words what it allows now. */
  const ruledNow = async (): Promise<InstanceSettings> =>
    settingsUnder(await service.policy.current(), given);
  const kindsOf = (settings: InstanceSettings) =>
    PUSH_KINDS.filter((k) => isKindEnabled(settings, k) && (k !== 'file' || files !== undefined));
  const mayCreate = (c: C, settings: InstanceSettings) => settings.allowAnonymous || c.get('user') !== null;
  const chosenKind = (raw: unknown, kinds: PushKind[]): PushKind =>
    isPushKind(raw) && kinds.includes(raw) ? raw : 'text';
  const uploads = (c: C, settings: InstanceSettings): Uploads => ({
    allowed: c.get('user') !== null,
    filesField: 'push',
    maxFiles: settings.maxFileUploads,
    maxFileBytes: settings.maxFileSizeMb * 1024 * 1024,
    maxFieldBytes,
    save: async (stream, info) => {
      if (files === undefined) throw new HttpError(422, { files: [FILES_OFF] });
      return files.save(stream, info);
    },
    discard: async (stored) => files?.discard(stored),
  });
  const discard = (stored: StoredFile[]) => files?.discard(stored);
  const form = async (c: C, settings: InstanceSettings, values: PushFormValues, errors: FieldErrors = {}) => {
    const kinds = kindsOf(settings);
    // The forms that seal or upload send through XMLHttpRequest (for progress), to this server only.
    const sealing = isSealable(values.kind) ? await sealedScriptTag(c, { connect: true }) : undefined;
    if (sealing === undefined && values.kind === 'file')
      c.header('Content-Security-Policy', `${contentSecurityPolicy(c.get('nonce'))}; connect-src 'self'`);
    // An envelope never goes back into the field: the page that sealed it puts the typed text back.
    const shown = looksSealed(values.payload) ? { ...values, payload: '' } : values;
    const signedIn = c.get('user') !== null;
    const policy = await service.policy.current();
    const mails = signedIn && linkMails?.available === true && policy.linkMails !== 'nobody';
    const model = { settings, kinds, values: shown, errors, signedIn, linkMails: mails };
    const ruled = {
      ...model,
      rules: policy.kinds[values.kind],
      mailDomains: policy.mailDomains,
      gateRequired: policy.gates.required,
      emailGateOffered: service.gateKinds.includes('email'),
    };
    return homePage(c, ruled, sealing);
  };

  /** The posted form, its files already stored; a refused upload is a page, never the API's JSON. */
  async function readPost(c: C, settings: InstanceSettings): Promise<Posted | Response> {
    const kinds = kindsOf(settings);
    const read = await readPostedForm(c, uploads(c, settings));
    if (read instanceof Response || !('refusedFiles' in read)) return read;
    const { status, body, errors } = read.refusedFiles;
    if (!csrfMatches(c, body)) return formExpired(c);
    if (status === 401) return c.html(signInForFilesPage(c, { kinds }), 403);
    const values = { ...readValues(body), kind: 'file' as const };
    const words = pageLanguage(c);
    // Storage could not take the files: what was typed stays, the files are chosen again.
    if (status === 503)
      return c.html(await form(c, settings, values, { files: [words.t('pushForm.filesNotStored')] }), 503);
    return c.html(await form(c, settings, values, uploadErrors(words, errors, settings)), 422);
  }

  return new Hono<PageEnv>()
    .get('/', async (c) => {
      const settings = await ruledNow();
      const kinds = kindsOf(settings);
      if (!mayCreate(c, settings)) return c.html(signInToCreatePage(c));
      const kind = chosenKind(c.req.query('kind'), kinds);
      if (kind === 'file' && c.get('user') === null) return c.html(signInForFilesPage(c, { kinds }));
      const rules = (await service.policy.current()).kinds[kind];
      return c.html(await form(c, settings, defaultValues(kind, settings.kinds[kind], rules)));
    })
    .post('/', async (c) => {
      const settings = await ruledNow();
      const kinds = kindsOf(settings);
      const posted = await readPost(c, settings);
      if (posted instanceof Response) return posted;
      const { body, files: stored } = posted;
      const refuse = async (response: Response | Promise<Response>) => {
        await discard(stored);
        return response;
      };
      if (!csrfMatches(c, body)) return refuse(formExpired(c));
      if (!mayCreate(c, settings)) return refuse(c.html(signInToCreatePage(c), 403));
      // A kind the instance turned off is refused by the rules below, never pushed as another kind.
      const values = readValues(body);
      const user = c.get('user');
      if (values.kind === 'file' && user === null)
        return refuse(c.html(signInForFilesPage(c, { kinds }), 403));
      const words = pageLanguage(c);
      const made = await createPush(
        { service, settings: given, linkMails },
        {
          fields: { ...pushParameter(values, user !== null), ...linkMailParameter(values) },
          files: stored,
          actor: doorActor(c, user, 'web'),
          sealed: values.sealed,
          readErrors: readErrors(words, values, stored),
          mailWords: words,
        },
      );
      if (!made.ok)
        return refuse(
          c.html(await form(c, settings, values, refusedPushErrors(words, made, values, settings)), 422),
        );
      const { push, input, mailed } = made;
      if (user === null) marker.mark(c, push.urlToken);
      marker.hold(c, push.urlToken, input.passphrase === '' ? null : input.passphrase);
      // Post/redirect/get: a reload or Back shows the result again and never pushes twice.
      return c.redirect(resultPath(push.urlToken, values.recipientLocale, mailed), 303);
    });
}
