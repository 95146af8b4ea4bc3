import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { errorWords } from '../../extension/lib/error-words.ts';
import { formatMessage } from '../../extension/lib/message-format.ts';
import german from '../../extension/public/_locales/de/messages.json';
import type { ApiError } from '../../shared/api-errors.ts';
import { NOT_DELETABLE, NOT_YOURS } from '../../shared/wire.ts';

const refused = (message: string): ApiError => ({ kind: 'forbidden', status: 401, message, fields: {} });
const context = { instance: 'push.example', hasToken: false, subject: 'push' as const };

describe('error words', () => {
  const english = fakeBrowser.i18n.getMessage;
  afterEach(() => {
    fakeBrowser.i18n.getMessage = english;
  });

  it('says Password Pusher’s English refusals in the person’s language', () => {
    fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | string[]) =>
      formatMessage(german, key, typeof substitutions === 'string' ? [substitutions] : substitutions);
    expect(errorWords(refused(NOT_DELETABLE.error), context)).toEqual({
      title: 'Nicht erlaubt',
      detail: 'Empfänger dürfen diesen Push nicht löschen.',
    });
    expect(errorWords(refused(NOT_YOURS.error), context).detail).toBe(
      'Dieser Push gehört zu einem anderen Konto.',
    );
  });

  it('keeps an instance’s own reason it does not know, and words a refusal without one', () => {
    expect(errorWords(refused('Locked by policy'), context).detail).toBe('Locked by policy');
    expect(errorWords(refused(''), context).detail).toBe('The instance refused this action.');
  });
});
