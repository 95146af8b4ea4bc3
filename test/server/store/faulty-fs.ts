import { nodeStoreFs, type StoreFile, type StoreFs } from '../../../server/store/durable/store-fs.ts';

export type FsOp = keyof StoreFs | 'write' | 'sync';

interface Fault {
  code: string;
  ops: ReadonlySet<FsOp>;
  /** Only paths that match; every path when omitted. */
  path?: RegExp;
  /** A failing write first writes half its bytes, as a disk filling up in the middle of one does. */
  partial?: boolean;
}

function errnoError(code: string, op: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected fault, ${op} '${path}'`), { code, syscall: op, path });
}

/**
 * The real file system, with a switch that makes chosen operations fail with a system error code
 * (EMFILE, ENOSPC, EIO) until it is cleared: the faults a store must survive, on demand.
 */
export function faultyFs(base: StoreFs = nodeStoreFs) {
  let fault: Fault | null = null;
  let injected = 0;
  const hits = (op: FsOp, path: string): boolean =>
    fault?.ops.has(op) === true && (fault.path === undefined || fault.path.test(path));
  const check = (op: FsOp, path: string) => {
    if (!fault || !hits(op, path)) return;
    injected++;
    throw errnoError(fault.code, op, path);
  };

  const wrapFile = (file: StoreFile, path: string): StoreFile => ({
    write: async (data) => {
      if (fault && hits('write', path)) {
        if (fault.partial) {
          const bytes = Buffer.from(data);
          await file.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
        }
        check('write', path);
      }
      return file.write(data);
    },
    sync: async () => {
      check('sync', path);
      await file.sync();
    },
    close: () => file.close(),
  });

  const fs: StoreFs = {
    open: async (path, flags, mode) => {
      check('open', path);
      return wrapFile(await base.open(path, flags, mode), path);
    },
    readFile: async (path) => {
      check('readFile', path);
      return base.readFile(path);
    },
    createReadStream: (path) => {
      check('createReadStream', path);
      return base.createReadStream(path);
    },
    readdir: async (path) => {
      check('readdir', path);
      return base.readdir(path);
    },
    exists: async (path) => {
      check('exists', path);
      return base.exists(path);
    },
    rename: async (from, to) => {
      check('rename', from);
      await base.rename(from, to);
    },
    unlink: async (path) => {
      check('unlink', path);
      await base.unlink(path);
    },
    truncate: async (path, length) => {
      check('truncate', path);
      await base.truncate(path, length);
    },
    mkdir: async (path, mode) => {
      check('mkdir', path);
      await base.mkdir(path, mode);
    },
    chmod: async (path, mode) => {
      check('chmod', path);
      await base.chmod(path, mode);
    },
  };

  return {
    fs,
    inject(code: string, ops: FsOp[], options: { path?: RegExp; partial?: boolean } = {}) {
      fault = { code, ops: new Set(ops), ...options };
    },
    clear() {
      fault = null;
    },
    /** How many calls the fault has failed so far. */
    get injected() {
      return injected;
    },
  };
}
