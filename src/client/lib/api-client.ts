import type { z } from "zod";
import { browserTimeZone } from "./time";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** SPEC 8: a 401 from the request helper always reads like this. */
export const AUTH_REQUIRED_MESSAGE = "Authentication required";

/**
 * A failed call. `message` follows SPEC 8 ('{status}: {response text}', or the status text;
 * 'Authentication required' for 401). `serverMessage` and `fieldErrors` come from the JSON error
 * body `{ message, errors }` when the server sent one, so screens never show raw response text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    details: { serverMessage?: string; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors;
  }
}

type RequestBody = unknown;

interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** Headers every call carries: the CSRF marker of SPEC 7 and the local zone of DESIGN "Time". */
export function baseHeaders(): Record<string, string> {
  return { "X-Requested-With": "XMLHttpRequest", "X-Time-Zone": browserTimeZone() };
}

/** A raw call that never throws on HTTP status: for callers that read the status themselves. */
export function apiFetch(
  method: HttpMethod,
  url: string,
  data?: RequestBody,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...baseHeaders(), ...options.headers };
  let body: BodyInit | undefined;
  if (data instanceof FormData) {
    body = data;
  } else if (data !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(data);
  }
  return fetch(url, {
    method,
    headers,
    body,
    credentials: "include",
    signal: options.signal,
    cache: options.cache,
  });
}

function readErrorBody(text: string): {
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
} {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const serverMessage = typeof record.message === "string" ? record.message : undefined;
    let fieldErrors: Record<string, string> | undefined;
    if (typeof record.errors === "object" && record.errors !== null) {
      fieldErrors = {};
      for (const [field, value] of Object.entries(record.errors)) {
        if (typeof value === "string") fieldErrors[field] = value;
      }
    }
    return { serverMessage, fieldErrors };
  } catch {
    return {};
  }
}

/** Throws an ApiError unless the response is 2xx. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  const details = readErrorBody(text);
  if (res.status === 401) throw new ApiError(401, AUTH_REQUIRED_MESSAGE, details);
  throw new ApiError(res.status, `${res.status}: ${text}`, details);
}

/** A call that throws on failure: JSON body only when `data` is given (SPEC 7). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: RequestBody,
  options?: RequestOptions,
): Promise<Response> {
  const res = await apiFetch(method, url, data, options);
  await throwIfNotOk(res);
  return res;
}

/** Typed GET reader: parses the JSON answer with the contract's zod schema. */
export async function apiGet<S extends z.ZodType>(
  url: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const res = await apiRequest("GET", url, undefined, options);
  return schema.parse(await res.json());
}

/** The default query reader of SPEC 7: GET the key parts joined with '/', parse JSON. */
export async function defaultQueryFn({
  queryKey,
  signal,
}: {
  queryKey: readonly unknown[];
  signal: AbortSignal;
}): Promise<unknown> {
  const url = queryKey
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join("/");
  const res = await apiRequest("GET", url, undefined, { signal });
  return res.json();
}

/** The words a screen may show for a failure: the server's own message, else the fallback. */
export function friendlyMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
