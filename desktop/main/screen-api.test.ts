/** The screens contract as the desktop app calls it: what it reads is capped (docs/screens.md). */
import { expect, it } from 'vitest';
import { createScreenApi, SCREEN_ANSWER_MAX_BYTES, ScreenApiError } from './screen-api.js';

/** An answer streamed in 8 KB pieces, counting how many pieces the reader pulled. */
function streamedAnswer(totalBytes: number) {
  let pulled = 0;
  const piece = new Uint8Array(8 * 1024).fill(32);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled * piece.length >= totalBytes) return controller.close();
      pulled++;
      controller.enqueue(piece);
    },
  });
  return { response: new Response(body, { status: 200 }), pulled: () => pulled };
}

it('refuses an answer past its cap and stops reading there', async () => {
  const huge = streamedAnswer(100 * SCREEN_ANSWER_MAX_BYTES);
  const api = createScreenApi(async () => huge.response);
  const refused = await api.startPairing('https://minaret.example.org').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ScreenApiError);
  expect((refused as ScreenApiError).message).toMatch(/larger than 65536 bytes/);
  expect(huge.pulled()).toBeLessThan(SCREEN_ANSWER_MAX_BYTES / 8192 + 3);
});

it('reads an answer within the cap whole, across pieces', async () => {
  const code = { pairingId: 'p1', code: 'ABC234', expiresAt: '2026-12-03T08:00:00.000Z' };
  const bytes = new TextEncoder().encode(JSON.stringify(code));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 7));
      controller.enqueue(bytes.slice(7));
      controller.close();
    },
  });
  const api = createScreenApi(
    async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  expect(await api.startPairing('https://minaret.example.org')).toEqual(code);
});
