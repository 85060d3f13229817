import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * One answer kept ready to send: its bytes as they are and compressed (gzip and brotli), with a weak ETag
 * (weak because the same content goes out under several encodings). See docs/read-model.md.
 */
export interface EncodedBody {
  type: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Brotli is worth making but not made yet: answers kept by the read model get it on their second read. */
  brLater?: boolean;
  etag: string;
  /** Bytes held in memory, for the read model's size bound. */
  size: number;
}

/** Below this, compressing costs more than it saves (a TCP packet carries it anyway). */
const MIN_COMPRESS_BYTES = 256;

export interface EncodeOptions {
  /** Slower, smaller compression for files compressed once at start; answers rebuilt after a change use a fast level. */
  thorough?: boolean;
  /** A fixed ETag (content hash computed elsewhere); otherwise the hash of the bytes. */
  etag?: string;
  /**
   * gzip at its smallest (level 9) with a fast brotli: for a large answer read far more often than it
   * changes, where brotli's slowest level would hold the event loop for a second.
   */
  bestGzip?: boolean;
  /** Leave brotli for later (`addBrotli`): most kept answers are read once or never again before a change. */
  brotliLater?: boolean;
}

/**
 * The bytes in a buffer of their own. zlib hands back a slice of its 16 KB working chunk and Buffer.from
 * a slice of an 8 KB shared pool: kept for minutes, a 1 KB answer would hold 16 KB or a whole pool slab
 * that the read model's byte budget never sees (docs/read-model.md, "Memory").
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/**
 * Brotli's parameters for `size` bytes at `quality`, with a window just large enough for them. The default
 * window (4 MB) sizes the encoder's tables whatever the input: at quality 11 that is 32 MB per compression,
 * allocated by the C library and, once freed, kept by it in the thread's arena (docs/read-model.md, "Memory").
 * A window at least as large as the input compresses exactly as well: nothing can refer further back.
 */
export function brotliParams(size: number, quality: number): Record<number, number> {
  // The window holds 2^bits - 16 bytes.
  const bits = Math.ceil(Math.log2(size + 16));
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.constants.BROTLI_DEFAULT_WINDOW,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, bits),
    ),
  };
}

function brotliOf(identity: Buffer, thorough: boolean): Buffer {
  return zlib.brotliCompressSync(identity, { params: brotliParams(identity.length, thorough ? 11 : 5) });
}

export function contentTag(bytes: Buffer | string): string {
  return createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
}

export function encodeBody(content: Buffer | string, type: string, options: EncodeOptions = {}): EncodedBody {
  const identity = typeof content === 'string' ? ownBytes(Buffer.from(content)) : content;
  const compressible = identity.length >= MIN_COMPRESS_BYTES && isCompressible(type);
  const gzip = compressible ? zlib.gzipSync(identity, { level: options.thorough || options.bestGzip ? 9 : 6 }) : null;
  const br = compressible && !options.brotliLater ? brotliOf(identity, options.thorough ?? false) : null;
  const etag = `W/"${options.etag ?? contentTag(identity)}"`;
  return {
    type,
    identity,
    // A compressed form that is not smaller is not worth sending.
    gzip: gzip && gzip.length < identity.length ? ownBytes(gzip) : null,
    br: br && br.length < identity.length ? ownBytes(br) : null,
    brLater: compressible && options.brotliLater,
    etag,
    size: identity.length + (gzip?.length ?? 0) + (br?.length ?? 0) + 200,
  };
}

/** Makes the brotli form left for later; returns the bytes it added to the body's size. */
export function addBrotli(body: EncodedBody): number {
  if (!body.brLater) return 0;
  body.brLater = false;
  const br = brotliOf(body.identity, false);
  if (br.length >= body.identity.length) return 0;
  body.br = ownBytes(br);
  body.size += br.length;
  return br.length;
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/.test(type);
}

/** Browsers send a handful of distinct Accept-Encoding headers: each is parsed once. */
const parsedEncodings = new Map<string, { br: boolean; gzip: boolean }>();
const NONE = { br: false, gzip: false };

/** The encodings an Accept-Encoding header allows (q=0 refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  if (!acceptEncoding) return NONE;
  let parsed = parsedEncodings.get(acceptEncoding);
  if (!parsed) {
    if (parsedEncodings.size >= 64) parsedEncodings.clear();
    parsedEncodings.set(acceptEncoding, (parsed = parseAcceptEncoding(acceptEncoding)));
  }
  return parsed;
}

function parseAcceptEncoding(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return { br: allows('br'), gzip: allows('gzip') };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (body.br && accepted.br) return 'br';
  if (body.gzip && accepted.gzip) return 'gzip';
  return null;
}

/** If-None-Match against a weak ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** Status, headers and bytes for one request; 304 with no body when the client already holds it. */
export function prepareAnswer(
  body: EncodedBody,
  request: { method: string; acceptEncoding?: string; ifNoneMatch?: string },
  cacheControl: string,
): { status: 200 | 304; headers: Record<string, string>; bytes: Buffer | null } {
  const headers: Record<string, string> = { ETag: body.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (matchesEtag(request.ifNoneMatch, body.etag)) return { status: 304, headers, bytes: null };
  const encoding = chooseEncoding(request.acceptEncoding, body);
  const bytes = encoding ? body[encoding]! : body.identity;
  headers['Content-Type'] = body.type;
  headers['Content-Length'] = String(bytes.length);
  if (encoding) headers['Content-Encoding'] = encoding;
  return { status: 200, headers, bytes: request.method === 'HEAD' ? null : bytes };
}
