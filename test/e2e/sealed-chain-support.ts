import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import { parsePushKey } from '../../shared/sealed/push-key.ts';
import type { AuditJson, PushJson } from '../../shared/wire.ts';
import { until } from '../support/until.ts';
import type { FirefoxWithExtension } from './firefox-browser.ts';

/** One file a person picks in the popup: where it lies, and what it must open to. */
export interface ChainFile {
  name: string;
  path: string;
  bytes: Buffer;
}

/** A secret's form the wire must never carry, and what to call it when it does. */
export interface Needle {
  label: string;
  bytes: Buffer;
}

/** Something the browsers sent, or the server kept: a request, the proxy's bytes, a stored file. */
export interface Haystack {
  where: string;
  bytes: Buffer;
  /** For a captured request: whether its body was captured too. */
  body?: boolean;
}

/**
 * What the chain pushes: a text, a message and two files (a short note and about 500 KB of random
 * bytes), named after this run so downloads of parallel runs never meet in one folder.
 */
export function chainSecrets(browser: string) {
  const run = `${browser}-${Date.now().toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), 'sealed-chain-'));
  const file = (name: string, bytes: Buffer): ChainFile => {
    writeFileSync(join(dir, name), bytes);
    return { name, path: join(dir, name), bytes };
  };
  return {
    text: `chain ${run}: vault root token hvs.Zq81-KESTREL-lantern-5520`,
    message: `chain ${run}: the board minutes and the export are attached`,
    files: [
      file(`board-minutes-${run}.txt`, Buffer.from(`Board minutes ${run}\nSalary bands: L5 128k, L6 151k\n`)),
      file(`ledger-export-${run}.bin`, randomBytes(500 * 1024 + 37)),
    ],
  };
}

/** The 43 characters after `#k1=`; throws when the link carries no usable key. */
export function keyOf(link: string): string {
  if (!parsePushKey(link).ok) throw new Error(`the link carries no usable key: ${link.split('#')[0]}`);
  return link.split('#k1=')[1] ?? '';
}

export const tokenOf = (link: string) => /\/p\/([^/#?]+)/.exec(link)?.[1] ?? '';

/** A text as it could leave: itself, form- and URL-encoded, in base64, and in a JSON string. */
export function textNeedles(label: string, text: string): Needle[] {
  const forms = [
    text,
    encodeURIComponent(text),
    new URLSearchParams({ x: text }).toString().slice(2),
    Buffer.from(text).toString('base64').replace(/=+$/, ''),
    JSON.stringify(text).slice(1, -1),
  ];
  return [...new Set(forms)].map((form, i) => ({ label: `${label} (form ${i})`, bytes: Buffer.from(form) }));
}

/** The push key as base64url, base64 (padded or not), hex in either case, and its raw 32 bytes. */
export function keyNeedles(label: string, key: string): Needle[] {
  const raw = Buffer.from(key, 'base64url');
  const base64 = raw.toString('base64');
  return [
    { label: `${label} base64url`, bytes: Buffer.from(key) },
    { label: `${label} base64`, bytes: Buffer.from(base64) },
    { label: `${label} base64 unpadded`, bytes: Buffer.from(base64.replace(/=+$/, '')) },
    { label: `${label} base64 url-encoded`, bytes: Buffer.from(encodeURIComponent(base64)) },
    { label: `${label} hex`, bytes: Buffer.from(raw.toString('hex')) },
    { label: `${label} HEX`, bytes: Buffer.from(raw.toString('hex').toUpperCase()) },
    { label: `${label} raw`, bytes: raw },
  ];
}

/** 48-byte samples from the start, middle and end of `bytes`: raw, in hex, and in base64 read whole. */
export function sampleNeedles(label: string, bytes: Buffer): Needle[] {
  const whole = bytes.toString('base64');
  return [0, 0.5, 1].flatMap((at) => {
    // A multiple of 3, so the sample's base64 lines up with the whole file's.
    const start = Math.max(0, Math.floor((bytes.length * at - 48) / 3) * 3);
    const raw = bytes.subarray(start, start + 48);
    return [
      { label: `${label} @${start} raw`, bytes: raw },
      { label: `${label} @${start} hex`, bytes: Buffer.from(raw.toString('hex')) },
      {
        label: `${label} @${start} base64`,
        bytes: Buffer.from(whole.slice((start / 3) * 4, (start / 3) * 4 + 64)),
      },
    ];
  });
}

/** Every form of every secret of a chain, with the keys of its links. */
export function chainNeedles(secrets: ReturnType<typeof chainSecrets>, keys: string[]): Needle[] {
  return [
    ...textNeedles('text', secrets.text),
    ...textNeedles('message', secrets.message),
    ...secrets.files.flatMap((f) => textNeedles(`name ${f.name}`, f.name)),
    ...textNeedles('note file', secrets.files[0]?.bytes.toString() ?? ''),
    ...sampleNeedles('random file', secrets.files[1]?.bytes ?? Buffer.alloc(0)),
    ...keys.flatMap((key, i) => keyNeedles(`key ${i + 1}`, key)),
  ];
}

/** Each needle found in a haystack, as `label in where`: the empty list is the only good answer. */
export function leaks(haystacks: Haystack[], needles: Needle[]): string[] {
  return haystacks.flatMap((h) =>
    needles
      .filter((n) => n.bytes.length > 0 && h.bytes.includes(n.bytes))
      .map((n) => `${n.label} in ${h.where}`),
  );
}

/** Every file the server keeps under `dir`, name and bytes, to search as it stores them. */
export function storedFiles(dir: string): Haystack[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .map((file) => ({ where: file, bytes: Buffer.concat([Buffer.from(file), readFileSync(file)]) }));
}

/** How the push stands for its owner through API v2: views left, and the views its audit log counts. */
export async function ownerCount(server: string, token: string, urlToken: string) {
  const get = async <T>(path: string) =>
    (await (
      await fetch(`${server}/api/v2/pushes/${urlToken}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as T;
  const push = await get<PushJson>('');
  const { logs } = await get<{ logs: AuditJson[] }>('/audit');
  return { viewsRemaining: push.views_remaining, views: logs.filter((l) => l.kind === 'view').length };
}

/** Waits for a file a browser saves to `path` without asking, until it holds `size` bytes. */
export async function savedFile(path: string, size: number, timeoutMs = 20_000): Promise<Buffer> {
  await until(() => existsSync(path) && readFileSync(path).length === size, `${path} is saved`, timeoutMs);
  return readFileSync(path);
}

/** Every request a Playwright context makes: method, address, headers and body as sent. */
export function recordRequests(context: BrowserContext, browser: string, into: Promise<Haystack>[]) {
  context.on('request', (r) => {
    into.push(
      r
        .allHeaders()
        .catch(() => r.headers())
        .then((headers) => ({
          where: `${browser} ${r.method()} ${r.url()}`,
          bytes: Buffer.concat([
            Buffer.from(`${r.url()}\n${JSON.stringify(headers)}\n`),
            r.postDataBuffer() ?? Buffer.alloc(0),
          ]),
          body: r.postDataBuffer() !== null,
        })),
    );
  });
}

/**
 * Every request a puppeteer page makes, as Firefox's WebDriver BiDi reports it: address, headers,
 * and the body where Firefox hands it over (text bodies; the proxy sees the rest).
 */
export function recordPageRequests(page: PuppeteerPage, browser: string, into: Promise<Haystack>[]) {
  page.on('request', (r) => {
    const body = r.hasPostData() ? r.fetchPostData().catch(() => undefined) : Promise.resolve(undefined);
    // BiDi names a navigation by the tab's address, fragment included; no browser sends a fragment.
    const url = r.url().split('#')[0];
    into.push(
      body.then((text) => ({
        where: `${browser} ${r.method()} ${url}`,
        bytes: Buffer.from(`${url}\n${JSON.stringify(r.headers())}\n${text ?? ''}`),
        body: text !== undefined,
      })),
    );
  });
}

const fromProtocol = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ProtocolError' || fromProtocol(error.cause));

/**
 * An extension page in a new Firefox tab. BiDi now and then keeps failing its queries while the
 * tab's first document is replaced (see firefox-browser.ts): a fresh tab then opens it.
 */
export async function extensionPage(
  firefox: FirefoxWithExtension,
  page: string,
  selector: string,
): Promise<PuppeteerPage> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await firefox.open(page, selector);
    } catch (error) {
      if (attempt === 3 || !fromProtocol(error)) throw error;
    }
  }
}
