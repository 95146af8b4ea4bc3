import { describe, expect, it } from 'vitest';
import type { MessageKey, PluralText } from '../../../server/i18n/catalog.ts';
import { CATALOGS } from '../../../server/i18n/catalogs/index.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { everyAccountPage } from './account-pages.ts';
import { decode, englishLeft } from './english-left.ts';

const english = await everyAccountPage('en');

/** What each page is there to say: the message (its words up to the first placeholder) the English page must show. */
const SHOWS: Record<string, MessageKey[]> = {
  'sign in, single sign-on, reset and sign-up': [
    'sso.signInWith',
    'recovery.forgotLink',
    'recovery.signUpLink',
  ],
  'single sign-on, provider down': ['sso.providerDown'],
  'single sign-on, changed state': ['sso.refusedState'],
  'sign in, second step expired': ['twoFactor.stepExpired'],
  'admin, turn off a second factor': ['admin.twoFactorOffText'],
  'admin, second factor turned off': ['admin.doneTwoFactorOffMailed'],
  'password reset': ['recovery.resetIntro'],
  'password reset, refused': ['account.badEmail'],
  'password reset, sent': ['recovery.resetSent'],
  'new password': ['recovery.newPasswordIntro'],
  'new password, refused': ['account.passwordsDiffer'],
  'password reset, done': ['recovery.resetDone'],
  'password reset, link gone': ['recovery.resetLinkGone'],
  'sign-up': ['recovery.signUpIntro'],
  'sign-up, refused': ['recovery.signUpAddressRefused'],
  'sign-up, sent': ['recovery.signUpSent'],
  'sign-up, first password': ['recovery.signUpConfirmIntro'],
  'sign-up, first password refused': ['account.passwordsDiffer'],
  'sign-up, done': ['recovery.signUpDone'],
  'sign-up, link gone': ['recovery.signUpLinkGone'],
  'sign-up, address taken': ['recovery.signUpTaken'],
  'e-mail change, link gone': ['recovery.emailLinkGone'],
  'extension, bad request': ['devices.badRequestText'],
  'e-mail change': ['recovery.emailChangeIntro'],
  'e-mail change, refused': ['recovery.sameEmail'],
  'e-mail change, sent': ['recovery.emailChangeSent'],
  'e-mail change, confirm': ['recovery.emailConfirmIntro'],
  'e-mail change, done': ['recovery.emailChanged'],
  'e-mail change, address taken': ['recovery.emailTaken'],
  'extension, authorize': ['devices.authorizeQuestion'],
  'API token, browsers': ['devices.browserLastUsed', 'devices.browserNeverUsed'],
  'API token, browser revoked': ['devices.revoked'],
  'API keys, refused': ['apiKeys.refused', 'apiKeys.errorName', 'apiKeys.errorScope', 'apiKeys.errorDays'],
  'API keys, new key shown': ['apiKeys.newTitle', 'apiKeys.newOnce', 'apiKeys.newAfter'],
  'API keys, listed': [
    'apiKeys.intro',
    'apiKeys.scopePush',
    'apiKeys.expires',
    'apiKeys.neverUsed',
    'apiKeys.daysHint',
  ],
  'API keys, revoked': ['apiKeys.revokedNotice', 'apiKeys.none'],
  'API keys, no such key': ['apiKeys.unknownTitle', 'apiKeys.unknownText'],
  'API token, asked before replacing': [
    'account.tokenReplaceTitle',
    'account.tokenReplaces',
    'account.tokenReplaceConfirm',
  ],
  'two-factor set-up, password': ['twoFactor.setupText'],
  'two-factor set-up, scan': ['twoFactor.scanText'],
  'two-factor set-up, wrong code': ['twoFactor.wrongSetupCode'],
  'two-factor backup codes': ['twoFactor.turnedOn'],
  'account, second factor on': ['twoFactor.onText'],
  'two-factor new codes': ['twoFactor.newCodesText'],
  'two-factor backup codes, replaced': ['twoFactor.codesReplaced'],
  'two-factor removal': ['twoFactor.removeText'],
  'account, second factor off': ['twoFactor.turnedOff'],
  'second step': ['twoFactor.stepIntro'],
  'second step, with a passkey': ['twoFactor.stepIntro', 'passkeys.usePasskeyInstead'],
  'second step by passkey': ['passkeys.stepIntro', 'passkeys.stepButton', 'passkeys.useCodeInstead'],
  passkeys: ['passkeys.sectionText', 'passkeys.renameButtonFor', 'passkeys.addButton', 'passkeys.nameHint'],
  'account, passkey added': ['passkeys.added', 'passkeys.columnLastUsed', 'passkeys.neverUsed'],
  'account, passkey refused': ['passkeys.addRefused'],
  'sign in, passkey refused': ['passkeys.signInRefused', 'passkeys.signInButton'],
  'second step, wrong code': ['twoFactor.wrongCode'],
  'admin, mail on': ['recovery.inviteTextMailed'],
  'admin, invitation mailed': ['recovery.invitationMailed'],
  'password reset, no mail': ['recovery.resetNoMail'],
  'sign-up, no mail': ['recovery.signUpNoMail'],
  'two-factor required': ['twoFactor.required'],
  'e-mail change, no mail': ['recovery.emailChangeNoMail'],
  'two-factor removal, required': ['twoFactor.removeRequired'],
  'sign in, single sign-on only': ['sso.signInWithProvider'],
  'password reset, off': ['recovery.resetOff'],
  'sign-up, off': ['recovery.signUpOff'],
  'account, single sign-on user': ['twoFactor.ssoOnly'],
  'e-mail change, single sign-on user': ['recovery.emailChangeSso'],
  'single sign-on, unverified': ['sso.refusedUnverified'],
  'single sign-on, domain': ['sso.refusedDomain'],
  'single sign-on, no_account': ['sso.refusedNoAccount'],
  'single sign-on, replayed': ['sso.refusedReplayed'],
  'single sign-on, expired': ['sso.refusedExpired'],
  'single sign-on, provider_refused': ['sso.refusedByProvider'],
  'single sign-on, provider_error': ['sso.providerError'],
  'account, told of nothing': ['notifyPage.summaryOff', 'notifyPage.summaryLink'],
  notifications: [
    'notifyPage.intro',
    'notifyPage.eventView',
    'notifyPage.byEmail',
    'notifyPage.noDeliveries',
  ],
  'notifications, address refused': ['notifyPage.urlPrivate'],
  'notifications, address not found': ['notifyPage.urlUnresolvable'],
  'notifications, nowhere to test': ['notifyPage.noChannel'],
  'account, told by no channel': ['notifyPage.summaryNoChannel'],
  'notifications, saved': [
    'notifyPage.saved',
    'notifyPage.secretText',
    'notifyPage.newSecret',
    'notifyPage.deliveriesIntro',
    'notifyPage.kindView',
    'notifyPage.kindNoticeSecondFactorRemoved',
    'notifyPage.kindNoticeSecondFactorFailures',
    'notifyPage.outcomeRetry',
    'notifyPage.outcomeFailed',
  ],
  'notifications, new secret': ['notifyPage.secretMade'],
  'notifications, test queued': [
    'notifyPage.testQueued',
    'notifyPage.deliveriesUpdating',
    'notifyPage.deliveriesRefresh',
  ],
  'account, told of events': ['notifyPage.summaryOn'],
  'notifications, saved with no event': ['notifyPage.savedNoEvents', 'notifyPage.noEventsChosen'],
  'notifications, webhook removed': ['notifyPage.webhookRemoved'],
  'notifications, no webhook': ['notifyPage.noWebhook'],
  'notifications, no mail': ['notifyPage.noMail'],
};

/** A message's English words before its first placeholder. */
function englishWords(key: MessageKey): string {
  const [area = '', name = ''] = key.split('.');
  const message = (CATALOGS.en as unknown as Record<string, Record<string, string | PluralText>>)[area]?.[
    name
  ];
  const text = typeof message === 'string' ? message : (message?.other ?? key);
  return text.split('{')[0] ?? text;
}

describe('every account page in every language', () => {
  it('renders every account page in English, each saying what it is there to say', () => {
    const missing = english.flatMap((p) =>
      (SHOWS[p.name] ?? [])
        .filter((key) => !decode(p.html).includes(englishWords(key)))
        .map((key) => `${p.name}: ${key}`),
    );
    expect(missing).toEqual([]);
    expect(english.filter((p) => SHOWS[p.name] === undefined).map((p) => p.name)).toEqual([
      'sign-up, first password again',
      'e-mail change, confirm again',
    ]);
  });

  it('answers refusals with their status, and nothing with a failure', () => {
    expect(english.filter((p) => p.status !== 200).map((p) => `${p.name}: ${p.status}`)).toEqual([
      'single sign-on, provider down: 503',
      'single sign-on, changed state: 400',
      'password reset, refused: 422',
      'new password, refused: 422',
      'password reset, link gone: 404',
      'sign-up, refused: 422',
      'sign-up, first password refused: 422',
      'sign-up, link gone: 404',
      'sign-up, address taken: 409',
      'e-mail change, link gone: 404',
      'extension, bad request: 400',
      'e-mail change, refused: 422',
      'e-mail change, address taken: 409',
      'API keys, refused: 422',
      'API keys, no such key: 404',
      'two-factor set-up, wrong code: 422',
      'second step, wrong code: 422',
      'password reset, no mail: 503',
      'sign-up, no mail: 503',
      'e-mail change, no mail: 503',
      'password reset, off: 404',
      'sign-up, off: 404',
      'e-mail change, single sign-on user: 403',
      'single sign-on, unverified: 403',
      'single sign-on, domain: 403',
      'single sign-on, no_account: 403',
      'single sign-on, replayed: 410',
      'single sign-on, expired: 410',
      'single sign-on, provider_refused: 403',
      'single sign-on, provider_error: 502',
      'notifications, address refused: 422',
      'notifications, address not found: 422',
      'notifications, nowhere to test: 422',
      'notifications, no webhook: 422',
    ]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en'))(
    '$code: lang, dir and no English left',
    async (language) => {
      expect(englishLeft(language, await everyAccountPage(language.code), english)).toEqual([]);
    },
  );
});
