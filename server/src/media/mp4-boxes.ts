/**
 * ISO base media boxes (the M4A container): each box is its size, a four-letter type and its content,
 * and a box may hold others. Read by the recordings' container check and AAC frame reader (sound/) and the
 * videos' codec reader (playlists/mp4-codecs.ts).
 */

export interface Mp4Box {
  type: string;
  /** Where the box's content starts (past its header). */
  start: number;
  end: number;
}

export const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

export const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The boxes between `from` and `to`, and whether they fill it (none runs past it, no bytes left over). */
function readBoxes(bytes: Uint8Array, from: number, to: number): { boxes: Mp4Box[]; whole: boolean } {
  const view = viewOf(bytes);
  const boxes: Mp4Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return { boxes, whole: false };
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return { boxes, whole: false };
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return { boxes, whole: false };
    boxes.push({ type: ascii(bytes, at + 4, 4), start: at + header, end: at + size });
    at += size;
  }
  return { boxes, whole: true };
}

/**
 * The boxes one after the other between `from` and `to`; a box that runs past `to` ends the list. A 32-bit
 * size of 1 means a 64-bit size follows; 0 means "to the end of the parent".
 */
export function mp4Boxes(bytes: Uint8Array, from = 0, to = bytes.length): Mp4Box[] {
  return readBoxes(bytes, from, to).boxes;
}

/** The boxes between `from` and `to`, or null when one runs past it (a cut-off or damaged file). */
export function wholeMp4Boxes(bytes: Uint8Array, from = 0, to = bytes.length): Mp4Box[] | null {
  const { boxes, whole } = readBoxes(bytes, from, to);
  return whole ? boxes : null;
}

/** The first box of `type` inside `parent`, or undefined. */
export const childBox = (bytes: Uint8Array, parent: Mp4Box, type: string) =>
  mp4Boxes(bytes, parent.start, parent.end).find((box) => box.type === type);

/** The box reached by following `path` down from `parent` (first match at each step), or undefined. */
export function boxAt(bytes: Uint8Array, parent: Mp4Box, ...path: string[]): Mp4Box | undefined {
  let box: Mp4Box | undefined = parent;
  for (const type of path) box = box && childBox(bytes, box, type);
  return box;
}

/** The movie box's tracks whose media handler is `handler` (`soun`, `vide`). */
export function tracksOf(bytes: Uint8Array, moov: Mp4Box, handler: string): Mp4Box[] {
  return mp4Boxes(bytes, moov.start, moov.end).filter((trak) => {
    if (trak.type !== 'trak') return false;
    const hdlr = boxAt(bytes, trak, 'mdia', 'hdlr');
    return hdlr !== undefined && ascii(bytes, hdlr.start + 8, 4) === handler;
  });
}
