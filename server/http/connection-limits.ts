import type { Server, ServerOptions } from 'node:http';

/** How long a client may take to send a request, and how many connections may be open at once. */
export interface ConnectionLimits {
  /** From the connection (or the end of the last answer) to the end of the request's headers. */
  headersTimeoutMs: number;
  /** From the start of a request to the end of its body: a slow body is cut off at this deadline. */
  requestTimeoutMs: number;
  /** Connections past this many are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnections: 1000,
};

/** Node's options for the deadlines; they must be given when the server is made. */
export function deadlineOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the deadlines every 30 s by default, which would let a 10 s deadline run to 40 s.
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

/** Caps open connections: Node closes each one past the cap as soon as it is accepted. */
export function capConnections(server: Pick<Server, 'maxConnections'>, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
}
