import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH } from '@core/http/contract/server-status.js';
import { call, errorMessage } from './api-client.js';

// The session store listens to the browser's storage events; these calls are made signed out.
vi.mock('./auth/session-store.js', () => ({ sessionStore: { token: () => null, signOut: () => undefined } }));

function pageIn(lang: string) {
  vi.stubGlobal('document', { documentElement: { lang } });
}

async function failure(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'no error',
    (error: unknown) => errorMessage(error),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client's own messages", () => {
  it('keeps the English fallbacks and the browser words for a failed connection', async () => {
    pageIn('en');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 500 })));
    expect(await failure(call(HEALTH))).toBe('Error occurred!');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(call(HEALTH))).toBe('Failed to fetch');
  });

  it("says them in the page's language", async () => {
    pageIn('fr');
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })));
    expect(await failure(call(HEALTH))).toBe('Une erreur s’est produite !');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(call(HEALTH))).toBe('Erreur réseau');
    pageIn('ar');
    expect(await failure(call(HEALTH))).toBe('خطأ في الشبكة');
  });

  it("shows the server's own message as it came", async () => {
    pageIn('fr');
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Masjid introuvable.' }), { status: 404 })),
    );
    expect(await failure(call(HEALTH))).toBe('Masjid introuvable.');
  });
});
