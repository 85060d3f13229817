import { callRequest, typedCall, type CallInput } from '@core/http/contract/call.js';
import type { AnyEndpoint } from '@core/http/contract/endpoint.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { sessionStore } from './auth/session-store.js';
import { earlyTexts, pageLanguage } from './i18n/page-language.js';
import { trackRequest } from './in-flight.js';

export interface ErrorBody {
  successful?: false;
  message?: string;
  fieldErrors?: FieldErrors;
  code?: string;
}

/**
 * docs/product-rules.md ("Errors"): the response's message, else 'Error occurred!' in the page's language
 * (an early text: this client is in the app's entry, which the admin catalogs stay out of).
 */
function defaultErrorMessage(): string {
  return earlyTexts().errorOccurred;
}

/** A request that reached no server: the browser's words in English as always, else the page's language. */
function networkErrorMessage(error: unknown): string {
  const language = pageLanguage();
  if (language === 'en' && error instanceof Error && error.message) return error.message;
  return earlyTexts(language).networkError;
}

/**
 * The one API client. Only HTTP 200 is success (docs/product-rules.md, "API calls"); other statuses reject with an
 * ApiError carrying the server's service response, so forms can show its field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldErrors {
    return this.body?.fieldErrors ?? {};
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || defaultErrorMessage();
  if (error instanceof Error && error.message) return error.message;
  return defaultErrorMessage();
}

export interface FileDownload {
  blob: Blob;
  fileName: string;
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStore.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch (error) {
    throw new ApiError(0, networkErrorMessage(error), undefined);
  }
  if (response.status === 200) return response;

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const errorBody = (parsed && typeof parsed === 'object' ? parsed : undefined) as ErrorBody | undefined;
  // A token the server no longer accepts (expired, user deactivated): sign out so guards send the user home.
  if (response.status === 401 && token) sessionStore.signOut();
  throw new ApiError(response.status, errorBody?.message || defaultErrorMessage(), errorBody);
}

async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return trackRequest(
    (async () => {
      const response = await send(method, path, body);
      const text = await response.text();
      try {
        return (text ? JSON.parse(text) : undefined) as T;
      } catch {
        return text as T;
      }
    })(),
  );
}

/** docs/product-rules.md ("API calls"): the file name comes from content-disposition, else 'unknown'. */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return 'unknown';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || 'unknown';
}

async function apiDownload(path: string): Promise<FileDownload> {
  return trackRequest(
    (async () => {
      const response = await send('GET', path);
      return {
        blob: await response.blob(),
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
      };
    })(),
  );
}

/**
 * The typed call from core's contract: `call(UPDATE_USER, { params: { companyId, id }, body })` answers
 * `ResponseOf<typeof UPDATE_USER>` and the type check refuses a parameter, query option or body the
 * endpoint does not take (docs/api.md, "Calling a route").
 */
export const call = typedCall((request) => apiRequest(request.method, request.path, request.body));

/**
 * A file a route answers (an export, a backup, a screenshot) through the same contract: the endpoint names
 * the method and path, and the answer is the bytes with the file name the server gave.
 */
export function download<E extends AnyEndpoint>(target: E, input: CallInput<E>): Promise<FileDownload> {
  return apiDownload(callRequest(target, input).path);
}
