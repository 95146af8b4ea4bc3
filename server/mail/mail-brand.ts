import { DEFAULT_ACCENTS } from '../brand/accent-contrast.ts';
import { type Brand, DEFAULT_BRAND, PRODUCT_NAME } from '../brand/brand.ts';
import { senderAddress } from './mail-config.ts';

/** What a mail shows of the brand: mails are read on white, so the light logo and accent. */
export interface MailBrand {
  /** The instance's name, where a mail names the product. */
  title: string;
  disclaimer: string | null;
  /** The light logo as a whole address (a path is put on the instance's origin); null: none. */
  logoUrl: string | null;
  accent: string;
}

export const DEFAULT_MAIL_BRAND: MailBrand = mailBrandOf(DEFAULT_BRAND, '');

/** The brand as mails carry it; `origin` is the public one mails link to. */
export function mailBrandOf(brand: Brand, origin: string): MailBrand {
  const logo = brand.logo?.light ?? null;
  return {
    title: brand.title,
    disclaimer: brand.disclaimer,
    logoUrl: logo === null ? null : logo.startsWith('/') ? `${origin}${logo}` : logo,
    accent: brand.accent?.light ?? DEFAULT_ACCENTS.light,
  };
}

/**
 * The From a mail goes out with: a bare address gets the brand's name, when one is set, as the
 * name people see; a sender given with its own name keeps it.
 */
export function senderWithName(sender: string, title: string): string {
  if (title === PRODUCT_NAME || senderAddress(sender) !== sender) return sender;
  // One line, quoted: a header takes no line break, and a quote or backslash is escaped.
  const name = title.replace(/\s+/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`);
  return `"${name}" <${sender}>`;
}
