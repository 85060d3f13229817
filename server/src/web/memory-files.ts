import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliParams, contentTag, ownBytes, type EncodedBody } from '../read-model/encoded-body.js';
import { contentTypeOf } from './static-files.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Source maps are for developer tools only: left on disk (they are most of the bytes of a build). */
const LEFT_ON_DISK = /\.map$/;
const MAX_IN_MEMORY = 2 * 1024 * 1024;
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|ico)$/i;
/** Compressed forms written beside a built file by `npm run build` (scripts/compress-built.ts). */
const FORMS = { br: '.br', gzip: '.gz' } as const;

/** Whether a built file is worth compressing (text of some size; source maps stay on disk). */
export function isCompressible(file: string, size: number): boolean {
  return size >= 256 && size <= MAX_IN_MEMORY && COMPRESSIBLE.test(file) && !LEFT_ON_DISK.test(file);
}

/** The compressed forms of a built file, as the build writes them and the server would make them. */
export async function compressedForms(identity: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  return {
    gzip: await gzip(identity, { level: 9 }),
    // Brotli's best level takes seconds on the largest chunks; level 9 is a few per cent larger and far quicker.
    br: await brotli(identity, { params: brotliParams(identity.length, identity.length > 128 * 1024 ? 9 : 11) }),
  };
}

/**
 * Writes each compressible file's forms beside it (`app.js.br`, `app.js.gz`): the build's last step. Files
 * are compressed on every libuv thread at once (the memory that costs is the build's, not the server's).
 */
export async function writeCompressedForms(root: string): Promise<{ files: number; bytes: number }> {
  const queue = (await listFiles(root)).filter((file) => !isForm(file));
  let files = 0;
  let bytes = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const identity = await fs.readFile(file);
      if (!isCompressible(file, identity.length)) continue;
      const forms = await compressedForms(identity);
      await fs.writeFile(file + FORMS.gzip, forms.gzip);
      await fs.writeFile(file + FORMS.br, forms.br);
      files += 1;
      bytes += forms.gzip.length + forms.br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files, bytes };
}

function isForm(file: string): boolean {
  return file.endsWith(FORMS.br) || file.endsWith(FORMS.gzip);
}

/** A compressed form the build wrote, if it is there and not older than the file (a build without the step). */
async function writtenForm(file: string, ending: string, builtAt: number): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file + ending);
    return stat.mtimeMs >= builtAt ? await fs.readFile(file + ending) : null;
  } catch {
    return null;
  }
}

/** A built directory held in memory: URL path (from the root, with a leading slash) to its kept answer. */
export type MemoryTree = Map<string, EncodedBody>;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

/**
 * Compression runs on libuv's threads, one file at a time: the server keeps answering while a build is
 * loaded. Several at once (one per libuv thread) took no less time on two cores, but each thread's C
 * library arena kept its peak: about 70 MB held for good instead of under 20 (docs/read-model.md, "Memory").
 */
let compressing: Promise<unknown> = Promise.resolve();

/** Runs `job` after every job queued before it has settled, whether it failed or not. */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = compressing.then(job, job);
  compressing = run.catch(() => undefined);
  return run;
}

/**
 * A built file with its compressed forms: those the build wrote beside it (read, not made: a start does
 * not compress), or, for a build made without that step, compressed here once.
 */
async function encodeFile(file: string): Promise<EncodedBody | null> {
  const identity = await fs.readFile(file);
  if (identity.length > MAX_IN_MEMORY || LEFT_ON_DISK.test(file)) return null;
  const type = contentTypeOf(file);
  let gz: Buffer | null = null;
  let br: Buffer | null = null;
  if (isCompressible(file, identity.length)) {
    const builtAt = (await fs.stat(file)).mtimeMs;
    gz = await writtenForm(file, FORMS.gzip, builtAt);
    br = await writtenForm(file, FORMS.br, builtAt);
    if (!gz || !br) ({ gzip: gz, br } = await oneAtATime(() => compressedForms(identity)));
  }
  return {
    type,
    identity,
    gzip: gz && gz.length < identity.length ? ownBytes(gz) : null,
    br: br && br.length < identity.length ? ownBytes(br) : null,
    etag: `W/"${contentTag(identity)}"`,
    size: identity.length + (gz?.length ?? 0) + (br?.length ?? 0),
  };
}

export async function loadMemoryTree(root: string): Promise<MemoryTree> {
  const tree: MemoryTree = new Map();
  let files: string[];
  try {
    files = await listFiles(root);
  } catch {
    return tree;
  }
  // The compressed forms are sent for their file, never as files of their own.
  const present = new Set(files);
  files = files.filter((file) => !(isForm(file) && present.has(file.replace(/\.(br|gz)$/, ''))));
  const bodies = await Promise.all(files.map((file) => encodeFile(file)));
  files.forEach((file, index) => {
    const body = bodies[index];
    if (body) tree.set(`/${path.relative(root, file).split(path.sep).join('/')}`, body);
  });
  return tree;
}

/**
 * One load per directory and process, started by the first request for it (or by `preloadMemoryTree` at
 * start), so many apps in one test process share it. A directory without index.html is not built yet and
 * is looked at again on the next request.
 */
const trees = new Map<string, Promise<MemoryTree>>();

export function memoryTree(root: string): Promise<MemoryTree> {
  let tree = trees.get(root);
  if (!tree) {
    tree = loadMemoryTree(root);
    trees.set(root, tree);
    void tree.then((loaded) => {
      if (loaded.size === 0) trees.delete(root);
    });
  }
  return tree;
}
