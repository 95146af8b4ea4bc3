/**
 * The most fields a form body may hold. Password Pusher's forms have a few dozen; a thousand is far
 * above any real form, while 200,000 keys in 3 MB cost up to a second of CPU to parse.
 */
export const MAX_FORM_FIELDS = 1000;

/** Whether `body` holds more than `max` copies of `separator`, counted without parsing and stopping at `max + 1`. */
function occursMoreThan(body: Uint8Array, separator: Uint8Array, max: number): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let seen = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, at + separator.length))
    if (++seen > max) return true;
  return false;
}

const AMPERSAND = new Uint8Array([0x26]);

/** Whether a URL-encoded body has more than `max` fields: n fields need n - 1 '&' between them. */
export function urlEncodedFieldsOver(body: Uint8Array, max: number): boolean {
  return occursMoreThan(body, AMPERSAND, max - 1);
}

/** The boundary of a multipart content type, quoted or not; undefined when it has none. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Whether a multipart body has more than `max` parts: n parts open with n delimiters, then one closes them. */
export function multipartPartsOver(body: Uint8Array, contentType: string, max: number): boolean {
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) return false;
  return occursMoreThan(body, Buffer.from(`--${boundary}`), max + 1);
}

/** The answer's words when a form has too many fields. */
export const tooManyFields = (max: number) => `The form has more than ${max} fields.`;
