import { typedCall } from '@core/http/contract/call.js';

/** Reads the Minaret API of the origin that serves the widget (the widget page is always same-origin). */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * The contract's typed call over the page's fetch: `call(LIGHT.CALENDAR, { params, query })` answers the
 * endpoint's answer type. The widgets name endpoints by their light names, so no zod is loaded (docs/api.md,
 * "The contract"). Only 200 is success; anything else is an HttpError with its status.
 */
// Pure: a widget that calls nothing (frame-widget reads only its query) leaves it out of its bundle.
export const call = /* @__PURE__ */ typedCall(async (request) => {
  const response = await fetch(request.path, {
    method: request.method,
    headers:
      request.body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (response.status !== 200) throw new HttpError(response.status);
  return response.json();
});

export function query(name: string): string {
  return new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
}
