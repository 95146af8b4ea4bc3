import { consoleLogger, describeError, type Logger } from '../log/log.ts';

/**
 * Runs `work` after the answer has gone: what it finds (whether an address has an account) must not
 * show in the answer's content or its timing. A failure is logged, as the visitor has their answer.
 */
export function afterAnswer(what: string, work: () => Promise<void>, logger: Logger = consoleLogger): void {
  setImmediate(() => {
    work().catch((error: unknown) => logger.error(`${what} failed: ${describeError(error)}`));
  });
}
