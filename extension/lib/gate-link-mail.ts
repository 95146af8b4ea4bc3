import type { NewPushRequest } from '../../shared/api-client.ts';
import { emailKey } from '../../shared/email-address.ts';
import { gateEntries } from '../../shared/gate.ts';
import type { GateForm } from './gate-form.ts';

/** Addresses one push's link may be mailed to, as the server (and Password Pusher) allows. */
export const MAX_LINK_MAIL_ADDRESSES = 5;

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The recipient's whole addresses, as the gate keeps them: a `@domain` has no mailbox to mail. */
export function mailableAddresses(recipient: string): string[] {
  return [...new Set((gateEntries(recipient) ?? []).map(emailKey))].filter((entry) => ADDRESS.test(entry));
}

/** Whether the link can be mailed to what the recipient field holds: one to five whole addresses. */
export function linkMailFits(recipient: string): boolean {
  const count = mailableAddresses(recipient).length;
  return count >= 1 && count <= MAX_LINK_MAIL_ADDRESSES;
}

/**
 * The request with the link mailed to the gate's addresses where the section asks it, in the
 * recipient's language when one is chosen ('' leaves it to the server).
 */
export function withLinkMail(request: NewPushRequest, gate: GateForm, language: string): NewPushRequest {
  if (gate.mailLink !== true || !linkMailFits(gate.recipient)) return request;
  return {
    ...request,
    notifyEmailsTo: mailableAddresses(gate.recipient).join(','),
    ...(language === '' ? {} : { notifyEmailsToLocale: language }),
  };
}
