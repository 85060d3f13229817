/** Reads the Minaret API of the origin that serves the widget (the widget page is always same-origin). */
export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (response.status !== 200) throw new HttpError(response.status);
  return (await response.json()) as T;
}

export function query(name: string): string {
  return new URLSearchParams(window.location.search).get(name)?.trim() ?? '';
}
