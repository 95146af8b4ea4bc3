import { browser } from 'wxt/browser';
import { userAgentText } from './user-agent-text.ts';
import type { WebAuthEnv } from './web-sign-in.ts';

/** The real browser's web auth flow, for an extension page (Firefox closes the popup on its window). */
export function browserWebAuth(): WebAuthEnv {
  return {
    launch: async (url) => {
      const ended = await browser.identity.launchWebAuthFlow({ url, interactive: true });
      // Chrome resolves with no URL when the flow ends without one; that is no answer at all.
      if (!ended) throw new Error('no-redirect-url');
      return ended;
    },
    redirectUrl: () => browser.identity.getRedirectURL(),
    deviceName: () => userAgentText(navigator.userAgent),
    randomBytes: (into) => crypto.getRandomValues(into),
  };
}
