import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { prepareAnswer, type EncodedBody } from './encoded-body.js';

/** A kept body as the app's answer to this request: its encoding, ETag and 304 (docs/read-model.md). */
export function sendKept(c: Context<AppEnv>, body: EncodedBody, cacheControl: string): Response {
  const answer = prepareAnswer(
    body,
    {
      method: c.req.method,
      acceptEncoding: c.req.header('accept-encoding'),
      ifNoneMatch: c.req.header('if-none-match'),
    },
    cacheControl,
  );
  if (!answer.bytes) return c.body(null, answer.status, answer.headers);
  // The read model keeps this body as it is rather than reading the bytes back (docs/read-model.md).
  c.set('keptBody', body);
  return c.body(
    new Uint8Array(answer.bytes.buffer as ArrayBuffer, answer.bytes.byteOffset, answer.bytes.length),
    200,
    answer.headers,
  );
}
