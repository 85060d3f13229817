import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMemoryTree, oneAtATime, writeCompressedForms } from './memory-files.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oneAtATime', () => {
  it('runs queued jobs one after another, in order, even when one fails', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(index);
      running -= 1;
      if (index === 1) throw new Error('job 1 failed');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3].map((index) => oneAtATime(job(index))));
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[3]).toEqual({ status: 'fulfilled', value: 3 });
  });
});

describe('compressed forms written by the build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const builtDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minaret-built-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>text</p>'.repeat(100)}`);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/app.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    fs.writeFileSync(path.join(dir, 'assets/app.js.map'), '{"version":3}');
    return dir;
  };

  it('the build writes .br and .gz beside each compressible file, and they hold the file', async () => {
    const dir = builtDir();
    expect(await writeCompressedForms(dir)).toMatchObject({ files: 2 });
    const js = fs.readFileSync(path.join(dir, 'assets/app.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app.js.br')))).toEqual(js);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/app.js.gz')))).toEqual(js);
    expect(fs.existsSync(path.join(dir, 'assets/app.js.map.br'))).toBe(false);
  });

  it('a start reads the forms the build wrote instead of compressing, and never serves them as files', async () => {
    const dir = builtDir();
    await writeCompressedForms(dir);
    // Forms that only the build could have written: the server must send these very bytes.
    const marked = zlib.gzipSync('from the build', { level: 1 });
    fs.writeFileSync(path.join(dir, 'assets/app.js.gz'), marked);
    const tree = await loadMemoryTree(dir);
    expect(tree.get('/assets/app.js')!.gzip).toEqual(marked);
    expect([...tree.keys()].sort()).toEqual(['/assets/app.js', '/index.html']);
  });

  it('compresses a file itself when its forms are older than it (a build without the step)', async () => {
    const dir = builtDir();
    await writeCompressedForms(dir);
    const file = path.join(dir, 'assets/app.js');
    fs.writeFileSync(file, `console.log(${JSON.stringify('y'.repeat(2000))});`);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.gz`, past, past);
    fs.utimesSync(`${file}.br`, past, past);
    const body = (await loadMemoryTree(dir)).get('/assets/app.js')!;
    expect(zlib.gunzipSync(body.gzip!)).toEqual(fs.readFileSync(file));
    expect(zlib.brotliDecompressSync(body.br!)).toEqual(fs.readFileSync(file));
  });
});
