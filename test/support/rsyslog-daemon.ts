import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { until } from './until.ts';

export const RSYSLOGD = '/usr/sbin/rsyslogd';

/** The files of a certificate authority and a server certificate it signed for 127.0.0.1. */
export interface TestCertificates {
  caFile: string;
  certFile: string;
  keyFile: string;
}

/** A throwaway CA and a certificate for 127.0.0.1 signed by it, made with the openssl command. */
export function makeCertificates(dir: string): TestCertificates {
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => {
    const run = spawnSync('openssl', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr}`);
  };
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test syslog CA',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
  );
  writeFileSync(at('ext.cnf'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    at('server.key'),
    '-out',
    at('server.csr'),
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('server.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    at('ext.cnf'),
    '-out',
    at('server.pem'),
  );
  return { caFile: at('ca.pem'), certFile: at('server.pem'), keyFile: at('server.key') };
}

export interface RsyslogDaemon {
  port: number;
  /** Each message the daemon wrote, as it received it (RFC 5424, without the octet count). */
  received(): string[];
  /** Stops it (SIGTERM: it writes what it holds, then exits). */
  stop(): Promise<void>;
  /** Starts it again on the same port, writing on to the same file. */
  start(): Promise<void>;
}

/**
 * Debian's rsyslogd on 127.0.0.1, configured by the test: imtcp on a free port (over TLS with the
 * openssl driver when certificates are given), every message written raw to a file of its own.
 */
export async function startRsyslog(options: { tls?: TestCertificates } = {}): Promise<RsyslogDaemon> {
  const dir = mkdtempSync(join(tmpdir(), 'rsyslog-'));
  const port = await freePort();
  const file = join(dir, 'received.log');
  const { tls } = options;
  const config = [
    `global(workDirectory="${dir}" maxMessageSize="64k"${
      tls
        ? ` defaultNetstreamDriverCAFile="${tls.caFile}" defaultNetstreamDriverCertFile="${tls.certFile}" defaultNetstreamDriverKeyFile="${tls.keyFile}"`
        : ''
    })`,
    tls
      ? 'module(load="imtcp" streamDriver.name="ossl" streamDriver.mode="1" streamDriver.authMode="anon")'
      : 'module(load="imtcp")',
    `input(type="imtcp" port="${port}" address="127.0.0.1")`,
    'template(name="raw" type="string" string="%rawmsg%\\n")',
    `action(type="omfile" file="${file}" template="raw")`,
  ].join('\n');
  writeFileSync(join(dir, 'rsyslog.conf'), config);
  let child: ChildProcess | null = null;
  let output = '';
  const daemon: RsyslogDaemon = {
    port,
    received: () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line !== '')
        : [],
    async stop() {
      const running = child;
      if (running === null || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
      child = null;
    },
    async start() {
      output = '';
      const started = spawn(
        RSYSLOGD,
        ['-n', '-f', join(dir, 'rsyslog.conf'), '-i', join(dir, 'rsyslogd.pid')],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      started.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child = started;
      await until(() => listening(port), `rsyslogd listens on ${port}:\n${output}`, 10_000);
    },
  };
  await daemon.start();
  return daemon;
}

/** Whether something accepts connections on the port: /proc lists the listening sockets, so no probe connects. */
function listening(port: number): boolean {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .some((line) => line.includes(`:${hex} `) && line.trim().split(/\s+/)[3] === '0A');
}
