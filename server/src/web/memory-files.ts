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

async function encodeFile(file: string): Promise<EncodedBody | null> {
  const identity = await fs.readFile(file);
  if (identity.length > MAX_IN_MEMORY || LEFT_ON_DISK.test(file)) return null;
  const type = contentTypeOf(file);
  const compressible = identity.length >= 256 && COMPRESSIBLE.test(file);
  const gz = compressible ? await gzip(identity, { level: 9 }) : null;
  // Brotli's best level takes seconds on the largest chunks; level 9 is a few per cent larger and far quicker.
  const br = compressible
    ? await brotli(identity, { params: brotliParams(identity.length, identity.length > 128 * 1024 ? 9 : 11) })
    : null;
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
  const bodies = await Promise.all(files.map((file) => oneAtATime(() => encodeFile(file))));
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
