import type { V1MasjidList } from '@core/public-api/v1-answers.js';
import { contentTag, encodeBody, type EncodedBody } from '../read-model/encoded-body.js';

/**
 * The near-me list (`GET /api/v1/masjids`) as sent: every visitor of the near-me page downloads it whole,
 * and it changes only when a masjid is added, renamed, moved or closed. It is compressed once per change,
 * gzip at its best level, and kept (docs/outside-the-hall.md, "Near me"): 10,000 masjids go out in about
 * 186 KB of gzip rather than 201 KB at the default level, and a read costs a hash rather than a compression.
 * One list per app (keyed by its dependencies), so two apps in one test process keep their own.
 */
const kept = new WeakMap<object, EncodedBody>();

export function encodedMasjidList(owner: object, answer: V1MasjidList): EncodedBody {
  const json = JSON.stringify(answer);
  const tag = contentTag(json);
  const last = kept.get(owner);
  if (last && last.etag === `W/"${tag}"`) return last;
  const body = encodeBody(json, 'application/json', { etag: tag, bestGzip: true });
  kept.set(owner, body);
  return body;
}
