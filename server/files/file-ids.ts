/** A stored file's id: 16 random bytes, base64url. */
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The one object a stored file is in file storage: its encrypted bytes. */
export const blobKey = (id: string) => `${id}.bin`;

/** The id an object of a stored file belongs to, and which part it is; undefined for anything else. */
export function fileObject(name: string): { id: string; part: 'bin' | 'meta' | 'gone' } | undefined {
  const found = /^([A-Za-z0-9_-]{22})\.(bin|meta|gone)$/.exec(name);
  return found === null ? undefined : { id: found[1] as string, part: found[2] as 'bin' | 'meta' | 'gone' };
}
