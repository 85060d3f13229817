/**
 * One byte range of a file (RFC 9110, "Range"), as video elements ask for them (docs/screens.md, "Videos"):
 * `bytes=start-end`, `bytes=start-` and `bytes=-suffix`. Several ranges at once are answered whole (a server
 * may ignore Range). An open-ended range is answered in chunks of at most `chunk` bytes, so a 100 MB video
 * is never read whole for one request; the element asks for the next part. The server's video route and the
 * web player's service worker (answering from its cache) read ranges alike.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | null | undefined, size: number, chunk = Infinity): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? { kind: 'whole' } : { kind: 'unsatisfiable' };
  const [, from, to] = match;
  if (from === '' && to === '') return { kind: 'unsatisfiable' };
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = to === '' ? Math.min(size - 1, start + chunk - 1) : Math.min(size - 1, Number(to));
  return end < start ? { kind: 'unsatisfiable' } : { kind: 'part', start, end };
}
