import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

/** What the last stage of a Dockerfile leaves: its filesystem root here, and how it starts. */
export interface BuiltImage {
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  /** Seconds each RUN step took, in order. */
  runSeconds: number[];
}

interface Stage {
  root: string;
  workdir: string;
  env: Record<string, string>;
}

/** Instructions with their continuation lines joined; comments and blank lines dropped. */
export function dockerInstructions(text: string): { op: string; args: string }[] {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const space = line.search(/\s/);
      return { op: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

/**
 * Runs a Dockerfile's steps without Docker: every stage gets its own directory under `into` as
 * its filesystem root, WORKDIR, COPY, ENV and VOLUME paths are mapped into it, and each RUN runs
 * in `sh` from the mapped WORKDIR with the host's Node. USER is not applied (one user here).
 * An instruction it cannot mirror throws, so the Dockerfile cannot drift from what CI checks.
 */
export function runDockerfileSteps(
  dockerfile: string,
  context: string,
  into: string,
  baseEnv: Record<string, string>,
): BuiltImage {
  const stages = new Map<string, Stage>();
  let stage: Stage | undefined;
  let cmd: string[] = [];
  const runSeconds: number[] = [];
  const inStage = (s: Stage, path: string) =>
    isAbsolute(path) ? join(s.root, path) : join(s.root, s.workdir, path);
  const current = () => {
    if (stage === undefined) throw new Error('The Dockerfile must start with FROM.');
    return stage;
  };
  /** `$VAR` and `${VAR}` from the stage's environment; absolute paths (before expansion) into its root. */
  const envValue = (s: Stage, raw: string) =>
    raw
      .split(':')
      .map((part) => (/^\/(?!\/)/.test(part) ? join(s.root, part) : part))
      .join(':')
      .replace(/\$\{?(\w+)\}?/g, (_, name: string) => s.env[name] ?? '');

  for (const { op, args } of dockerInstructions(readFileSync(dockerfile, 'utf8'))) {
    switch (op) {
      case 'FROM': {
        const [, alias] = /\s+AS\s+(\S+)$/i.exec(args) ?? [];
        stage = { root: join(into, `stage-${stages.size}`), workdir: '/', env: { ...baseEnv } };
        mkdirSync(stage.root, { recursive: true });
        stages.set(alias ?? `#${stages.size}`, stage);
        break;
      }
      case 'WORKDIR':
        current().workdir = args;
        mkdirSync(inStage(current(), args), { recursive: true });
        break;
      case 'COPY': {
        const words = args.split(/\s+/);
        const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
        const [dest = '', ...sources] = words.filter((w) => !w.startsWith('--')).reverse();
        const target = inStage(current(), dest);
        for (const source of sources.reverse()) {
          if (from === undefined) copyContext(context, source, target);
          else {
            const other = stages.get(from);
            if (other === undefined) throw new Error(`COPY --from=${from}: no such stage.`);
            cpSync(join(other.root, source), target, { recursive: true });
          }
        }
        break;
      }
      case 'RUN': {
        const started = performance.now();
        const s = current();
        const result = spawnSync('sh', ['-c', args], { cwd: inStage(s, '.'), env: s.env, encoding: 'utf8' });
        runSeconds.push((performance.now() - started) / 1000);
        if (result.status !== 0)
          throw new Error(`RUN ${args}\nfailed (${result.status}):\n${result.stdout}\n${result.stderr}`);
        break;
      }
      case 'ENV':
        for (const [, name = '', value = ''] of args.matchAll(/(\w+)=(\S*)/g))
          current().env[name] = envValue(current(), value);
        break;
      case 'VOLUME':
        mkdirSync(inStage(current(), args), { recursive: true });
        break;
      case 'CMD':
        cmd = JSON.parse(args) as string[];
        break;
      case 'USER':
      case 'EXPOSE':
      case 'HEALTHCHECK':
      case 'LABEL':
        break;
      default:
        throw new Error(`The Dockerfile uses ${op}, which these steps do not mirror.`);
    }
  }
  const last = current();
  return { root: last.root, workdir: inStage(last, '.'), env: last.env, cmd, runSeconds };
}

/** The build context as Docker would send it: the files git does not ignore (.dockerignore says the same). */
function copyContext(context: string, source: string, target: string): void {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', source],
    {
      cwd: context,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const prefix = source === '.' ? '' : `${source.replace(/\/$/, '')}/`;
  // A tracked file deleted in the working tree is not part of the context.
  for (const file of listed.stdout.split('\0').filter((f) => f !== '' && existsSync(join(context, f)))) {
    const to = join(target, file.slice(prefix.length));
    mkdirSync(dirname(to), { recursive: true });
    cpSync(join(context, file), to);
  }
}
