import { defineWebExtConfig } from 'wxt';

// `wxt` dev mode opens Debian's Chromium; headless because these machines have no display.
export default defineWebExtConfig({
  binaries: { chrome: '/usr/lib/chromium/chromium' },
  chromiumArgs: ['--no-sandbox', '--headless=new'],
});
