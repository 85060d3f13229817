/**
 * A WebM file around VP8 frames (docs/screens.md, "Videos", the 60 MB bench): the EBML header, a Segment
 * with its Info (duration) and one video track, then a Cluster per second of SimpleBlocks. Enough for
 * Chromium to play it and loop it; no Cues (a player reads it from the start, as the screen does).
 */
export interface EncodedFrame {
  key: boolean;
  /** Microseconds from the start. */
  timestamp: number;
  data: Uint8Array;
}

/** An EBML size: the shortest variable-length form that holds it. */
function size(value: number): Buffer {
  for (let length = 1; length <= 8; length += 1) {
    if (value < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = value;
      for (let index = length - 1; index >= 0; index -= 1) {
        out[index] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0]! |= 1 << (8 - length);
      return out;
    }
  }
  throw new Error(`too large for EBML: ${value}`);
}

const element = (id: number[], ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id), size(data.length), data]);
};
const uint = (id: number[], value: number) => {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return element(id, Buffer.from(bytes));
};
const text = (id: number[], value: string) => element(id, Buffer.from(value, 'ascii'));
const float = (id: number[], value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};

export function webmFile(frames: EncodedFrame[], width: number, height: number, frameMicros: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    uint([0x42, 0x86], 1),
    uint([0x42, 0xf7], 1),
    uint([0x42, 0xf2], 4),
    uint([0x42, 0xf3], 8),
    text([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 2),
    uint([0x42, 0x85], 2),
  );
  const last = frames.at(-1)?.timestamp ?? 0;
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    uint([0x2a, 0xd7, 0xb1], 1_000_000),
    text([0x4d, 0x80], 'minaret-bench'),
    text([0x57, 0x41], 'minaret-bench'),
    float([0x44, 0x89], (last + frameMicros) / 1000),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1),
      text([0x86], 'V_VP8'),
      element([0xe0], uint([0xb0], width), uint([0xba], height)),
    ),
  );
  const clusters: Buffer[] = [];
  let at = 0;
  while (at < frames.length) {
    const start = Math.floor(frames[at]!.timestamp / 1000);
    const blocks: Buffer[] = [];
    // A cluster per second, starting on a key frame where there is one.
    while (at < frames.length && (blocks.length === 0 || Math.floor(frames[at]!.timestamp / 1000) - start < 1000)) {
      const frame = frames[at]!;
      const relative = Buffer.alloc(4);
      relative[0] = 0x81;
      relative.writeInt16BE(Math.floor(frame.timestamp / 1000) - start, 1);
      relative[3] = frame.key ? 0x80 : 0;
      blocks.push(element([0xa3], relative, Buffer.from(frame.data)));
      at += 1;
    }
    clusters.push(element([0x1f, 0x43, 0xb6, 0x75], uint([0xe7], start), ...blocks));
  }
  const segment = element([0x18, 0x53, 0x80, 0x67], info, tracks, ...clusters);
  return Buffer.concat([header, segment]);
}
