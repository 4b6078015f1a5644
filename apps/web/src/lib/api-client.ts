import type { ErrorCode, MessageParams } from '@gamesouq/core';
import { clearSession, getAuthToken, getRefreshToken, saveTokens } from './session';

/** An error reply of the API (design §2): the status plus the code, the message and, for 400s, the field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The message's key in core's catalogue, and the values of its slots: what the user reads, in their language. */
  readonly messageKey: string | undefined;
  readonly messageParams: MessageParams | undefined;
  /** Each refused field's message: its catalogue key, or the server's text when the rule was not ours. */
  readonly fields: Record<string, string> | undefined;
  /** Seconds to wait, on 429 replies that say so. */
  readonly retryAfter: number | undefined;

  constructor({
    status,
    code,
    message,
    messageKey,
    messageParams,
    fields,
    retryAfter,
  }: {
    status: number;
    code?: ErrorCode;
    message: string;
    messageKey?: string;
    messageParams?: MessageParams;
    fields?: Record<string, string>;
    retryAfter?: number;
  }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.messageParams = messageParams;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token and, on a 401, refresh it once. Off for the sign-in calls themselves. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's rendering of public pages answers the app's calls in its own process (apps/server plugins/server-render). */
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/auth');
};

/** The app decides how to leave for the sign-in page (client-side navigation instead of a reload). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** Why the last session ended, for the sign-in page; kept for this tab only, across the navigation to /auth. */
const SESSION_NOTICE_KEY = 'sessionEndedNotice';

export function readSessionNotice(): string | null {
  return sessionStorage.getItem(SESSION_NOTICE_KEY);
}

export function clearSessionNotice() {
  sessionStorage.removeItem(SESSION_NOTICE_KEY);
}

/** Ends the session and leaves for /auth; `notice` (the server's words) is shown there. */
function endSession(notice?: string) {
  if (notice) sessionStorage.setItem(SESSION_NOTICE_KEY, notice);
  clearSession();
  onSessionExpired();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body !== 'object' || body === null) return new ApiError({ status, message: '' });
  const data = body as Record<string, unknown>;
  const message = [data.message, data.msg, data.error].find((value): value is string => typeof value === 'string' && value !== '') ?? '';
  const retryAfter = typeof data.retryAfter === 'number' ? data.retryAfter : undefined;
  const code = typeof data.code === 'string' ? (data.code as ErrorCode) : undefined;
  const messageKey = typeof data.messageKey === 'string' ? data.messageKey : undefined;
  const messageParams = isRecord(data.messageParams) ? (data.messageParams as MessageParams) : undefined;
  return new ApiError({ status, code, message, messageKey, messageParams, fields: fieldMessages(data), retryAfter });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A field's key when the server gave one of ours, else its text (a library's rule that has no key of its own). */
function fieldMessages(data: Record<string, unknown>): Record<string, string> | undefined {
  if (!isRecord(data.fields)) return undefined;
  const keys = isRecord(data.fieldKeys) ? data.fieldKeys : {};
  return Object.fromEntries(
    Object.entries(data.fields).map(([field, text]) => {
      const key = keys[field];
      return [field, typeof key === 'string' && key !== 'errors.VALIDATION_FAILED' ? key : String(text)];
    }),
  );
}

function send(path: string, { method = 'GET', body, auth = true, signal, headers = {} }: RequestOptions): Promise<Response> {
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) finalHeaders['Content-Type'] = 'application/json';
  const token = auth ? getAuthToken() : null;
  if (token) finalHeaders.Authorization = `Bearer ${token}`;
  return transport(path, {
    method,
    headers: finalHeaders,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: parallel 401s wait for the same rotation instead of reusing (and so revoking) the old token.
 * The realtime socket calls it too when the server refuses its expired token.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await send('/api/user/auth/refresh', { method: 'POST', body: { refreshToken }, auth: false });
      if (!response.ok) return false;
      const data = (await readBody(response)) as { access_token?: unknown; refresh_token?: unknown } | undefined;
      if (typeof data?.access_token !== 'string') return false;
      saveTokens({ token: data.access_token, refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends with the bearer token and, on a 401, refreshes the session once and sends again. */
async function sendWithSession(path: string, options: RequestOptions): Promise<Response> {
  const auth = options.auth ?? true;
  const hadToken = auth && getAuthToken() !== null;
  let response = await send(path, options);

  if (response.status === 401 && hadToken) {
    if (await refreshSession()) {
      response = await send(path, options);
    }
    if (response.status === 401) endSession();
  }
  // A suspended account is refused with 403 on every call, its reason in the message: the session is over.
  if (response.status === 403 && hadToken) {
    const error = toApiError(403, await readBody(response.clone()));
    if (error.code === 'ACCOUNT_SUSPENDED') endSession(error.message || ('errors.ACCOUNT_SUSPENDED' satisfies `errors.${ErrorCode}`));
  }
  return response;
}

/**
 * Asks the server whether the session still stands, for a signal that comes without an HTTP reply (the realtime
 * socket refused): an ended or suspended session is then handled as on any call.
 */
export async function checkSession() {
  if (!getAuthToken()) return;
  try {
    await sendWithSession('/api/user/me', {});
  } catch {
    // Offline: the next call will tell.
  }
}

/** Every call of the app goes through here: JSON in and out, the bearer token, error replies thrown as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithSession(path, options);
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** The file name of a Content-Disposition header (`attachment; filename="invoice-100001.pdf"`). */
function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** A file the API sends (an invoice PDF): its content and the name the server gave it. POST for files whose making is audited. */
export async function apiDownload(
  path: string,
  { signal, method = 'GET' }: { signal?: AbortSignal; method?: 'GET' | 'POST' } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await sendWithSession(path, { signal, method, headers: { Accept: '*/*' } });
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
