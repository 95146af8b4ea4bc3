import { originPattern } from '../../shared/instance-url.ts';
import type { PushKind } from '../../shared/kinds.ts';
import { linkInLanguage } from '../../shared/languages.ts';
import { errorWords } from './error-words.ts';
import { expiryText } from './expiry-text.ts';
import { emptyGateForm, offersGates } from './gate-form.ts';
import { gateAsSent, gateUnderKinds, keptGateKinds, offersLinkMail } from './gate-kinds.ts';
import { linkMailFits, mailableAddresses, withLinkMail } from './gate-link-mail.ts';
import { t } from './i18n.ts';
import { offeredKinds } from './instance-features.ts';
import { kindRules } from './instance-policy.ts';
import { linkWithKey } from './kept-keys.ts';
import { type Note, pushedNote } from './menu-notes.ts';
import { MENU_REFUSAL_KEY, menuRefusal, requestUnderRules } from './menu-policy.ts';
import { loadNotificationSettings } from './notification-settings.ts';
import { matchingSelection } from './page-selection.ts';
import { clientFor, createAndRemember, requestFromDefaults } from './push-actions.ts';
import { sealedOversizeWords } from './push-form.ts';
import { linkLanguageWords } from './recipient-language.ts';
import { canSeal, sealedOversize } from './sealed-limits.ts';
import { sealedCrypto, sealPush } from './sealed-push.ts';
import { activeInstance, type Instance, loadSettings, type StorageArea } from './settings-store.ts';

export const MENU_PUSH_SELECTION = 'push-selection';
export const MENU_PUSH_LINK = 'push-link';

export interface MenuItem {
  id: string;
  title: string;
  contexts: ['selection'] | ['link'];
}

/**
 * The items to show: "Push this link" only where the active instance allows URL pushes and its
 * right-click pushes are not sealed (a URL push is a redirect the instance performs).
 */
export function menuItems(instance: Instance | null): MenuItem[] {
  const items: MenuItem[] = [
    { id: MENU_PUSH_SELECTION, title: t('menuPushSelection'), contexts: ['selection'] },
  ];
  if (!instance || (offeredKinds(instance).includes('url') && !instance.defaults.sealMenuPushes)) {
    items.push({ id: MENU_PUSH_LINK, title: t('menuPushLink'), contexts: ['link'] });
  }
  return items;
}

/** Everything a menu click touches, passed in so tests can use the fake browser and a fake fetch. */
export interface MenuEnv {
  storage: StorageArea;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  copy: (text: string) => Promise<boolean>;
  notify: (note: Note) => Promise<void>;
  openOptions: () => Promise<void>;
  /** Opens the popup, where a push the policy refused is made by hand; absent where the browser cannot. */
  openPopup?: () => Promise<void>;
  hasOrigin: (pattern: string) => Promise<boolean>;
  /** The selection as the page holds it, line breaks kept; null where the browser keeps the extension out. */
  readSelection: (tabId: number, frameId: number) => Promise<string | null>;
  randomBytes: (into: Uint8Array) => Uint8Array;
  now: () => number;
}

export interface MenuClick {
  menuItemId: string | number;
  selectionText?: string;
  linkUrl?: string;
  pageUrl?: string;
  frameId?: number;
}

/** The tab the menu was opened in, as the click listener receives it. */
export interface MenuTab {
  id?: number;
}

export type MenuOutcome = 'ignored' | 'options-opened' | 'popup-opened' | 'pushed' | 'failed';

interface Target {
  kind: PushKind;
  payload: string;
  /** False when the text is the menu's own copy of the selection and may have lost line breaks. */
  exact: boolean;
}

function whatToPush(info: MenuClick): Target | null {
  if (info.menuItemId === MENU_PUSH_SELECTION) {
    const text = info.selectionText ?? '';
    // Chrome turns line breaks into spaces; a copy with a line break, or with no space, lost none.
    return { kind: 'text', payload: text, exact: text.includes('\n') || !/\s/.test(text.trim()) };
  }
  if (info.menuItemId === MENU_PUSH_LINK) return { kind: 'url', payload: info.linkUrl ?? '', exact: true };
  return null;
}

/** The menu's selection text, replaced by the page's own (line breaks kept) where the page lets us read it. */
async function withPageSelection(target: Target, info: MenuClick, tab: MenuTab | undefined, env: MenuEnv) {
  if (target.exact || tab?.id === undefined || tab.id < 0) return target;
  const fromPage = matchingSelection(target.payload, await env.readSelection(tab.id, info.frameId ?? 0));
  return fromPage === null ? target : { ...target, payload: fromPage, exact: true };
}

/** Pushes are named after the page they came from, so the dashboard tells them apart. */
export function pageHost(info: MenuClick): string {
  try {
    return new URL(info.pageUrl ?? '').host;
  } catch {
    return '';
  }
}

/** Why the default gate cannot go as it is: a part of it the instance does not keep; null when it can. */
function gateRefusal(instance: Instance): string | null {
  if (!offersGates(instance)) return null;
  const { dropped } = gateUnderKinds(instance.defaults.gate ?? emptyGateForm(), keptGateKinds(instance));
  return dropped.length > 0 ? t('menu_gate_not_kept') : null;
}

/** The addresses the default gate asks the link mailed to where sealing keeps it from going; none otherwise. */
function mailKeptBySeal(instance: Instance, sealed: boolean): string[] {
  const asked = instance.defaults.gate;
  if (!sealed || asked?.mailLink !== true || !offersLinkMail(instance) || !linkMailFits(asked.recipient))
    return [];
  return mailableAddresses(asked.recipient);
}

/** Pushes the selection or link to the active instance and copies the secret link; always ends in a note. */
export async function handleMenuClick(info: MenuClick, env: MenuEnv, tab?: MenuTab): Promise<MenuOutcome> {
  const clicked = whatToPush(info);
  if (!clicked) return 'ignored';
  const fail = async (title: string, message: string): Promise<MenuOutcome> => {
    await env.notify({ title, message });
    return 'failed';
  };
  const instance = activeInstance(await loadSettings(env.storage));
  if (!instance) {
    await env.openOptions();
    return 'options-opened';
  }
  const host = new URL(instance.baseUrl).host;
  if (clicked.payload.trim() === '') return fail(t('noteNothingTitle'), t('noteNothingDetail'));
  if (!offeredKinds(instance).includes(clicked.kind)) {
    return fail(t('noteUrlOffTitle'), t('noteUrlOffDetail', host));
  }
  const seal = instance.defaults.sealMenuPushes;
  // A menu built before sealing was switched on may still offer the link.
  if (seal && !canSeal(clicked.kind)) return fail(t('noteSealedLinkTitle'), t('noteSealedLinkDetail'));
  if (!(await env.hasOrigin(originPattern(new URL(instance.baseUrl).origin)))) {
    return fail(t('noteNoAccessTitle', host), t('noteNoAccessDetail'));
  }
  const target = await withPageSelection(clicked, info, tab, env);
  const sealedSize = seal ? sealedOversize(target.payload) : null;
  if (sealedSize) return fail(t('noteFailedTitle'), sealedOversizeWords(sealedSize));
  const rules = kindRules(instance, target.kind);
  const gate = gateAsSent(instance, instance.defaults.gate ?? emptyGateForm(), seal);
  const made = requestFromDefaults(
    target.kind,
    target.payload,
    { ...instance.defaults, gate },
    env.randomBytes,
    offersGates(instance),
  );
  const plain = requestUnderRules(
    { ...withLinkMail(made, gate, instance.defaults.recipientLocale), name: pageHost(info) },
    rules,
  );
  // A default gate the instance cannot keep is never sent without the part it would drop.
  const refusal = menuRefusal(plain, seal, rules) ?? gateRefusal(instance);
  if (refusal !== null) {
    // Nothing is sent: the popup opens with the reason, where the push can be made as the policy asks.
    await env.storage.set({ [MENU_REFUSAL_KEY]: refusal });
    const opened = await env.openPopup?.().then(
      () => true,
      () => false,
    );
    return opened === true ? 'popup-opened' : fail(t('noteFailedTitle'), refusal);
  }
  const { request, fragment } = seal
    ? await sealPush(sealedCrypto(env.randomBytes), plain)
    : { request: plain, fragment: null };
  const client = clientFor(instance, env.fetch);
  const result = await createAndRemember(client, instance, request, env.storage, { fragment });
  if (!result.ok) {
    const words = errorWords(result.error, {
      instance: host,
      hasToken: instance.token !== '',
      subject: 'instance',
    });
    return fail(words.title, words.detail);
  }
  const language = instance.defaults.recipientLocale;
  const copied = await env.copy(linkWithKey(linkInLanguage(result.value.htmlUrl, language), fragment));
  const { withoutPassphrase } = await loadNotificationSettings(env.storage);
  await env.notify(
    pushedNote({
      copied,
      expiry: expiryText(result.value, env.now()),
      passphrase: request.passphrase,
      sealed: fragment !== null,
      withoutPassphrase,
      linesMayBeLost: !target.exact,
      language: language === '' ? '' : linkLanguageWords(language),
      mailedTo: request.notifyEmailsTo?.split(',') ?? [],
      notMailedSealed: mailKeptBySeal(instance, fragment !== null),
    }),
  );
  return 'pushed';
}
