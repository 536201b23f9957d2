import { isErrorCode, type ErrorCode } from '../../contract/error-codes';

/**
 * The one way the web app talks to the API: same-origin JSON with the session cookie. Errors are
 * read as SPEC §7 says (message, then details, then a default; a text body last), and a 401 from
 * a product call means the session ended, so the UI turns signed-out without a popup.
 */
export class ApiError extends Error {
  /** The API's error code (src/contract/error-codes.ts); undefined for anything else (a proxy's page, better-auth's own codes). */
  readonly code?: ErrorCode;
  constructor(
    message: string,
    readonly status: number,
    code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = isErrorCode(code) ? code : undefined;
  }

  /** Errors are told apart by their code, never by their words. */
  is(code: ErrorCode): boolean {
    return this.code === code;
  }

  /** A 401: the session store has already switched to signed-out, so nothing should be shown. */
  get isSessionExpired(): boolean {
    return this.status === 401;
  }
}

/**
 * The request never reached the API (offline, DNS, a dropped connection). Browsers word fetch's
 * own TypeError differently ("Failed to fetch", "NetworkError when…", "Load failed"), so it is
 * told apart by its type; it stays a TypeError for code that retries on one.
 */
export class NetworkError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export const defaultErrorMessage = (status: number) => `API request failed with status ${status}`;

/** SPEC §7: the error of every product call made without a session. */
export const NO_SESSION_MESSAGE = 'No active session. Please log in again.';

function detailsText(details: unknown): string | undefined {
  if (typeof details === 'string') return details.trim() || undefined;
  if (details === undefined || details === null) return undefined;
  // Validation errors carry { fields: { 'userInput.title': 'Title is required' } }.
  const fields = (details as { fields?: Record<string, unknown> }).fields;
  if (fields && typeof fields === 'object') {
    const parts = Object.values(fields).filter((v): v is string => typeof v === 'string');
    if (parts.length) return parts.join('; ');
  }
  return JSON.stringify(details);
}

/** Builds an ApiError from a failed response, per SPEC §7. */
export function errorFromBody(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new ApiError(text.trim() || defaultErrorMessage(status), status);
  }
  if (body && typeof body === 'object') {
    const { message, code, details } = body as { message?: unknown; code?: unknown; details?: unknown };
    const readable = (typeof message === 'string' && message.trim()) || detailsText(details) || defaultErrorMessage(status);
    return new ApiError(readable, status, typeof code === 'string' ? code : undefined, details);
  }
  return new ApiError(defaultErrorMessage(status), status);
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return errorFromBody(response.status, text);
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session store registers here, so a 401 from any product call signs the UI out. */
export function setUnauthorizedListener(listener: UnauthorizedListener) {
  onUnauthorized = listener;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Product calls treat 401 as "session expired"; auth calls (wrong password) do not. */
  sessionBound?: boolean;
}

/** Sends the request and returns the raw response when it is 2xx, else throws an ApiError. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers = {}, sessionBound = true } = options;
  const init: RequestInit = { method, signal, credentials: 'same-origin', headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError(error.message) : error;
  }
  if (response.ok) return response;
  const error = await errorFromResponse(response);
  if (response.status === 401 && sessionBound) {
    onUnauthorized();
    // A 401 that is not the API's own (a proxy's) still gets SPEC's words.
    if (!error.code) throw new ApiError(NO_SESSION_MESSAGE, 401);
  }
  throw error;
}

/** A JSON call; a 204 or an empty body gives undefined. */
export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface UploadOptions {
  /** Called as the body goes out: bytes sent and the total (0 when the browser cannot tell). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with progress. fetch reports no upload progress, so this one call uses
 * XMLHttpRequest; its answers and errors are read exactly as `request` reads them (SPEC §7, a 401
 * signs the UI out). Resolves with the parsed JSON body, undefined when it is empty.
 */
export function uploadForm(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Settles once: an abort answers at once, whatever the request does afterwards.
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      done();
    };
    const abort = () => {
      settle(() => reject(aborted()));
      xhr.abort();
    };
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    signal?.addEventListener('abort', abort, { once: true });
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (!settled) onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      });
    }
    xhr.addEventListener('load', () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status >= 200 && xhr.status < 300) {
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          settle(() => reject(new ApiError(defaultErrorMessage(xhr.status), xhr.status)));
          return;
        }
        settle(() => resolve(body));
        return;
      }
      const error = errorFromBody(xhr.status, text);
      settle(() => {
        if (xhr.status === 401) {
          onUnauthorized();
          // A 401 that is not the API's own (a proxy's) still gets SPEC's words.
          if (!error.code) {
            reject(new ApiError(NO_SESSION_MESSAGE, 401));
            return;
          }
        }
        reject(error);
      });
    });
    // The same error as a failed fetch, so toUserError gives the connection message.
    xhr.addEventListener('error', () => settle(() => reject(new NetworkError('Failed to fetch: network error during upload'))));
    xhr.addEventListener('abort', () => settle(() => reject(aborted())));
    xhr.send(form);
  });
}
