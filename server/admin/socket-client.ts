import { connect } from 'node:net';
import type { AdminRequest, AdminResponse } from './protocol.ts';

/** Sends one command to a running server; undefined when no server is listening there. */
export function askRunningServer(path: string, request: AdminRequest): Promise<AdminResponse | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffer) as AdminResponse);
      } catch {
        reject(new Error('The running server sent an answer that could not be read.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}
