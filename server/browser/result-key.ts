import { keyFragment, parsePushKey } from '../../shared/sealed/push-key.ts';
import { qrSvg } from './qr-svg.ts';

const storedName = (urlToken: string) => `sealed-push-key:${urlToken}`;

/** This tab's copy of a push's key fragment; a browser that refuses storage just keeps nothing. */
function keep(urlToken: string, fragment: string): void {
  try {
    sessionStorage.setItem(storedName(urlToken), fragment);
  } catch {}
}

function recall(urlToken: string): string | undefined {
  try {
    const fragment = sessionStorage.getItem(storedName(urlToken)) ?? '';
    const key = parsePushKey(fragment);
    return key.ok ? keyFragment(key.value) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key fragment the form sent the person here with, taken out of the address bar and this
 * history entry at once; or, on a reload or another page of the same push, the one this tab kept.
 */
function takeKey(urlToken: string): string | undefined {
  if (location.hash.startsWith('#k1=')) {
    const key = parsePushKey(location.hash);
    history.replaceState(history.state, '', location.pathname + location.search);
    if (key.ok) {
      const fragment = keyFragment(key.value);
      keep(urlToken, fragment);
      return fragment;
    }
  }
  return recall(urlToken);
}

/** The whole link's QR code, drawn here: the server's page never had the key to draw it. */
function drawQr(into: HTMLElement, link: string, label: string): void {
  const svg = new DOMParser().parseFromString(qrSvg(link, label), 'image/svg+xml').documentElement;
  into.replaceChildren(document.importNode(svg, true));
}

const reveal = (selector: string) => {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) element.hidden = false;
};

/**
 * The result and preview pages of a sealed push (preview-views.ts): the whole link, with its key,
 * in the link field, its copy button, the message to send and the QR code; or, when this tab has
 * no key for the push, the words that say so.
 */
export function startResultKey(): void {
  const place = document.querySelector<HTMLElement>('[data-sealed-result]');
  const urlToken = place?.dataset.token;
  const link = place?.dataset.link;
  if (!place || !urlToken || !link) return;
  const fragment = takeKey(urlToken);
  if (fragment === undefined) {
    reveal('[data-sealed-gone]');
    return;
  }
  const whole = `${link}#${fragment}`;
  const field = document.getElementById('link');
  const share = document.getElementById('share');
  const qr = document.getElementById('link-qr');
  if (field) field.textContent = whole;
  if (share) share.textContent = (share.textContent ?? '').replace(link, whole);
  if (qr) drawQr(qr, whole, place.dataset.qrLabel ?? '');
  reveal('[data-sealed-shown]');
}
