import { randomBytes } from 'node:crypto';

/** What pwpush-cli sends, read from its source: its headers, its version probe, its multipart bodies. */

/** Its client's headers on every command: the bearer token, the legacy pair and its own name. */
export const cliHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-User-Email': 'cli@example.com',
  'X-User-Token': token,
  'User-Agent': 'pwpush-cli/0.16.7',
});

interface Version {
  api_version: string;
  edition: string;
  features: { requests?: { enabled?: boolean; email_auto_dispatch?: boolean } };
}

/** The probe is a bare GET of the HTTP library, with the token and the library's own User-Agent. */
export async function capabilities(origin: string, token: string) {
  const res = await fetch(`${origin}/api/v2/version`, {
    headers: { Authorization: `Bearer ${token}`, 'User-Agent': 'python-requests/2.34.2' },
  });
  if (res.status !== 200) throw new Error(`version answered ${res.status}`);
  const version = (await res.json()) as Version;
  const [major = 0, minor = 0] = version.api_version.split('.').map(Number);
  const v21 = major > 2 || (major === 2 && minor >= 1);
  return {
    // requests_enabled: API 2.1 or later, the commercial edition, and features.requests.enabled.
    requests: v21 && version.edition === 'commercial' && version.features.requests?.enabled === true,
    // request_email_notifications_enabled: without it, --notify is left out with a warning.
    notify: v21 && version.features.requests?.email_auto_dispatch === true,
  };
}

/**
 * A multipart body as pwpush-cli's HTTP library writes it for `data=` fields and `files=` handles:
 * a 32-hex boundary, every value as text (so Python's True is "True"), then each file part with
 * its file name and no Content-Type of its own.
 */
export function cliMultipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer }>,
) {
  const boundary = randomBytes(16).toString('hex');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
