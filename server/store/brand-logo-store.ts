/** An uploaded logo as it is kept: named by its content, so a name always means the same bytes. */
export interface BrandLogoRecord {
  /** `<digest>.<ext>`: the first 16 hex digits of the bytes' SHA-256 and the type's extension. */
  name: string;
  /** The sniffed media type: image/png, image/jpeg, image/webp or image/svg+xml. */
  type: string;
  /** The image, base64: small (the upload is capped), and a journal line and a row take it as it is. */
  base64: string;
}

/**
 * Where uploaded logos are kept, beside the brand's fields in the policy's record. A logo is never
 * removed: a page or mail rendered before a change may still ask for the one it named.
 */
export interface BrandLogoStore {
  /** Keeps a logo unless one of its name is there (the same bytes uploaded again). */
  putBrandLogo(logo: BrandLogoRecord): Promise<void>;
  findBrandLogo(name: string): Promise<BrandLogoRecord | undefined>;
}
