import { type SealedLines, sealedLines, sealedUploadIndex } from '../../shared/sealed/sealed-payload.ts';

/** A payload on the page that holds envelope lines: `write` is where its text goes once opened. */
export interface FoundPayload {
  /** The element the page shows the payload in; hidden when it holds files' names only. */
  shown: HTMLElement;
  write: HTMLElement;
  lines: SealedLines;
}

/**
 * A link to a sealed file: its name's envelope line when the link carries it, else its place
 * among the payload's file names (uploaded as `1.sealed`, `2.sealed`, …).
 */
export type FoundFile = { link: HTMLAnchorElement } & ({ nameLine: string } | { index: number });

export interface FoundSealed {
  payloads: FoundPayload[];
  files: FoundFile[];
}

/**
 * Where each page shows a payload: ours marks each envelope with `data-sealed-envelope` when its
 * script runs for the extension, and shows the whole payload in `pre#secret` without script;
 * Password Pusher shows it in `#push_payload`, a `<pre>` inside.
 */
const PAYLOADS = '[data-sealed-envelope]:not([data-sealed-name]), pre#secret, #push_payload';

/** The name a file was uploaded under: the `download` attribute, else the link's last path segment. */
function uploadedName(link: HTMLAnchorElement): string {
  const download = link.getAttribute('download');
  if (download) return download;
  const last = new URL(link.href, link.baseURI).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function payloadAt(element: HTMLElement): FoundPayload | null {
  const lines = sealedLines(element.textContent ?? '');
  if (lines === undefined) return null;
  const write = element.matches('pre') ? element : (element.querySelector('pre') ?? element);
  return { shown: element, write, lines };
}

/** The sealed payloads and file links of a page, leaving out those already `seen`. */
export function findSealed(root: ParentNode, seen: WeakSet<Element>): FoundSealed {
  const payloads = [...root.querySelectorAll<HTMLElement>(PAYLOADS)]
    .filter((element) => !seen.has(element))
    .flatMap((element) => payloadAt(element) ?? []);
  const marked = [...root.querySelectorAll<HTMLAnchorElement>('a[data-sealed-name]')].map((link) => ({
    link,
    nameLine: link.dataset.sealedName ?? '',
  }));
  const named = [...root.querySelectorAll<HTMLAnchorElement>('a[href]:not([data-sealed-name])')].flatMap(
    (link) => {
      const index = sealedUploadIndex(uploadedName(link));
      return index === undefined ? [] : [{ link, index }];
    },
  );
  const files = [...marked, ...named].filter((f) => !seen.has(f.link));
  return { payloads, files };
}

/** A file's name line: its own, or the one at its place among the names the page's payloads held. */
export const nameLineOf = (file: FoundFile, names: readonly string[]): string | undefined =>
  'nameLine' in file ? file.nameLine : names[file.index];
