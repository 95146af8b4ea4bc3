import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatMessage } from '../../extension/lib/message-format.ts';
import english from '../../extension/public/_locales/en/messages.json';

// The fake browser has no i18n: extension code under test reads the English messages, as Chrome would.
fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | string[]) =>
  formatMessage(english, key, typeof substitutions === 'string' ? [substitutions] : substitutions);
fakeBrowser.i18n.getUILanguage = () => 'en-US';
