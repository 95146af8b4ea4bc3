import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** A terminal output that swallows the echo of what is typed. */
const silent = new Writable({
  write(_chunk, _encoding, done) {
    done();
  },
});

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function typed(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stderr.write('\n');
  return answer;
}

/**
 * A new password: typed twice without echo at a terminal, else the first line of piped input
 * (for scripts). It is never taken from the command line, where `ps` and shell history would keep it.
 */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine(process.stdin);
  const first = await typed('New password: ');
  const again = await typed('Repeat it: ');
  if (first !== again) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}
