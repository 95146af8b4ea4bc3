/** What sends one channel's deliveries (mail now, webhooks later), given the opened payload. */
export interface ChannelSender {
  /** Resolves once the message is accepted; throws a DeliveryFailure (or anything: a failure that may pass). */
  deliver(payload: unknown): Promise<void>;
}

/** A failed try, as the log and the store may say it: a code, never content. */
export class DeliveryFailure extends Error {
  constructor(
    readonly code: string,
    /** A refusal that trying again will not change (an address refused with a 5xx): given up at once. */
    readonly permanent: boolean,
  ) {
    super(`delivery failed: ${code}`);
  }
}

/** The code and permanence of whatever a sender threw; an unknown error may pass, so it is retried. */
export function failureOf(error: unknown): { code: string; permanent: boolean } {
  return error instanceof DeliveryFailure
    ? { code: error.code, permanent: error.permanent }
    : { code: 'error', permanent: false };
}
