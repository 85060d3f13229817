import type { CDPSession } from 'playwright-core';

/**
 * A page's heap after a forced garbage collection, split by what holds it (a CDP heap snapshot, summed by
 * node type): `code` is V8's compiled code (bytecode, optimised machine code and their metadata), which
 * grows as the page's functions first run and turn hot, and `native` is Blink's own (style, font and shape
 * caches, DOM rects); `objects` is everything the page's script allocates (objects, closures, arrays,
 * strings). A leak in our code shows in `objects`.
 */
export interface HeapByKind {
  objects: number;
  code: number;
  native: number;
  total: number;
}

const CODE = new Set(['code', 'hidden', 'object shape']);
const NATIVE = new Set(['native', 'synthetic']);

export async function heapByKind(cdp: CDPSession): Promise<HeapByKind> {
  await cdp.send('HeapProfiler.collectGarbage');
  let text = '';
  const onChunk = (event: { chunk: string }) => {
    text += event.chunk;
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(text) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const heap: HeapByKind = { objects: 0, code: 0, native: 0, total: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt]!]!;
    const size = snapshot.nodes[i + sizeAt]!;
    heap.total += size;
    if (CODE.has(type)) heap.code += size;
    else if (NATIVE.has(type)) heap.native += size;
    else heap.objects += size;
  }
  return heap;
}
