// Types only: the first screen's bundle stays free of zod (see docs/decisions/0003-web-bundle-budget.md).
import type { CreditInfo } from '@bloom/contract/credits';
import type { PointsEvent } from '@bloom/contract/gamification';
import { readTokens } from './token-storage';

/** The server answered with a non-2xx status; `body` is its parsed JSON (field errors, detail, code). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

/** No answer: offline, refused, or the client's timeout passed. */
export class NetworkError extends Error {}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** Attach the bearer token (default). Login, signup, password-forget and password-reset do not. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (logout, just before a reload). */
  keepalive?: boolean;
}

interface ResponseListeners {
  creditInfo: Set<(info: CreditInfo) => void>;
  pointsEvent: Set<(event: PointsEvent) => void>;
}

const listeners: ResponseListeners = { creditInfo: new Set(), pointsEvent: new Set() };

/** Credit info found in any successful body is pushed to the user state (spec); points events feed the popup. */
export function onCreditInfo(listener: (info: CreditInfo) => void): () => void {
  listeners.creditInfo.add(listener);
  return () => listeners.creditInfo.delete(listener);
}

export function onPointsEvent(listener: (event: PointsEvent) => void): () => void {
  listeners.pointsEvent.add(listener);
  return () => listeners.pointsEvent.delete(listener);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A credit_info object with numeric available_credits and boolean can_get_school_credits (spec). */
function isCreditInfo(value: unknown): value is CreditInfo {
  return isRecord(value) && typeof value.available_credits === 'number' && typeof value.can_get_school_credits === 'boolean';
}

function isPointsEvent(value: unknown): value is PointsEvent {
  return (
    isRecord(value) &&
    typeof value.action_type === 'string' &&
    typeof value.points === 'number' &&
    typeof value.total_points === 'number' &&
    Array.isArray(value.badges)
  );
}

function announce(body: unknown) {
  if (!isRecord(body)) return;
  const { credit_info: credit, points_event: points } = body;
  if (isCreditInfo(credit)) for (const listener of listeners.creditInfo) listener(credit);
  if (isPointsEvent(points)) for (const listener of listeners.pointsEvent) listener(points);
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(`${baseUrl}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function createHttpClient({ baseUrl, timeoutMs }: { baseUrl: string; timeoutMs: number }): HttpClient {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.auth !== false) {
      const tokens = readTokens();
      if (tokens) headers.Authorization = `Bearer ${tokens.accessToken}`;
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, options.query), { method, headers, body, signal, keepalive: options.keepalive });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
    }
    const parsed = await parseBody(response);
    // Token refresh is switched off (spec): a 401 is simply rejected.
    if (!response.ok) throw new HttpError(response.status, parsed);
    announce(parsed);
    return parsed as T;
  }

  return {
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/** Account calls (login, signup, verification, password reset): 30-second timeout. */
export const accountClient = createHttpClient({ baseUrl: '/api', timeoutMs: 30_000 });

/** Every feature call: 10-second timeout. */
export const apiClient = createHttpClient({ baseUrl: '/api', timeoutMs: 10_000 });
