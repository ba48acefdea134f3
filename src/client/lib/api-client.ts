import type { z } from "zod";
import {
  type BodyOf,
  type EndpointDefinition,
  type HttpMethod,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
} from "../../contracts/endpoint";
import { type ErrorParams, type ErrorReason, reasonKey } from "../../contracts/error-reasons";
import { codeForStatus, ERROR_CODES, type ErrorCode } from "../../contracts/errors";
import { type MessageKey, t } from "./i18n";
import { browserTimeZone } from "./time";

export type { HttpMethod };

/**
 * What the JSON error body `{ code, reason, params, message, errors, fieldErrors }` said, when
 * the server sent one (ADR 075).
 */
type ErrorDetails = {
  code?: ErrorCode;
  reason?: string;
  params?: ErrorParams;
  serverMessage?: string;
  fieldErrors?: Record<string, string>;
  fieldReasons?: Record<string, ErrorReason>;
};

/**
 * A failed call. `message` follows SPEC 8 ('{status}: {response text}', or the status text;
 * 'Authentication required' for 401). `code`, `serverMessage` and `fieldErrors` come from the
 * JSON error body when the server sent one: code decides what to do (ADR 048), so no screen
 * matches on words, and screens never show raw response text.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body's code; else the status's own (an answer from a proxy, say). */
  readonly code: ErrorCode;
  /** Whether our server named the code (else it is the status's, and its words are not ours). */
  readonly codeFromServer: boolean;
  /** The catalogue key (in `errors`) of the server's words, when more precise than the code. */
  readonly reason?: string;
  readonly params?: ErrorParams;
  /** The server's words, in the language the browser asked for: shown only when not wordable. */
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string>;
  /** Each field's reason and params (`fieldErrors` of the body). */
  readonly fieldReasons?: Record<string, ErrorReason>;

  constructor(status: number, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = details.code ?? codeForStatus(status);
    this.codeFromServer = details.code !== undefined;
    this.reason = details.reason;
    this.params = details.params;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors;
    this.fieldReasons = details.fieldReasons;
  }
}

/**
 * True when a call failed because the session is gone (logged out in another tab, expired): the
 * auth check's code, never a 401's words, so a wrong password at login is not "signed out"; or
 * the account was deleted while the call was on its way.
 */
export function isSignedOut(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "not_authenticated" || error.code === "account_deleted")
  );
}

/** The machine-readable code of a failed call; undefined for anything else (a network error). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
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

function paramsOf(value: unknown): ErrorParams | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const params: ErrorParams = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === "string" || typeof param === "number") params[name] = param;
  }
  return params;
}

function reasonOf(value: unknown): ErrorReason | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { reason, params } = value as Record<string, unknown>;
  if (typeof reason !== "string") return undefined;
  return { reason, params: paramsOf(params) };
}

function readErrorBody(text: string): ErrorDetails {
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
    let fieldReasons: Record<string, ErrorReason> | undefined;
    if (typeof record.fieldErrors === "object" && record.fieldErrors !== null) {
      fieldReasons = {};
      for (const [field, value] of Object.entries(record.fieldErrors)) {
        const found = reasonOf(value);
        if (found) fieldReasons[field] = found;
      }
    }
    return {
      code: isErrorCode(record.code) ? record.code : undefined,
      reason: typeof record.reason === "string" ? record.reason : undefined,
      params: paramsOf(record.params),
      serverMessage,
      fieldErrors,
      fieldReasons,
    };
  } catch {
    return {};
  }
}

/** Throws an ApiError unless the response is 2xx. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  const details = readErrorBody(text);
  if (res.status === 401) throw new ApiError(401, t("errors.authenticationRequired"), details);
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

/** The arguments of a call: the endpoint's path parameters, query and body where it has them. */
export type CallArgs<E extends EndpointDefinition> = (E["params"] extends z.ZodObject
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodObject ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E["body"] extends z.ZodType
    ? { body: BodyOf<E> }
    : E["upload"] extends { field: string }
      ? { body: FormData }
      : { body?: undefined }) &
  RequestOptions;

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls an endpoint of the contracts' map: its method and path from the map, the body as JSON,
 * and the answer parsed with its response schema (throws ApiError on failure).
 */
export async function callEndpoint<E extends EndpointDefinition>(
  definition: E,
  args: CallArgs<E>,
): Promise<ResponseOf<E>> {
  const { params, query, body, ...options } = args as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  } & RequestOptions;
  const url = withQuery(pathOf(definition, params), query);
  const res = await apiRequest(definition.method, url, body, options);
  // The schema's own output type; TypeScript loses it through the generic parameter.
  return definition.response.parse(await res.json()) as ResponseOf<E>;
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

/**
 * The words of a reason in the current language, or undefined when this catalogue has none
 * (a newer server's reason): `reason` is a key of the `errors` namespace (ADR 075).
 */
export function reasonWords(reason: string, params?: ErrorParams): string | undefined {
  const key = reasonKey(reason);
  const words = t(key as MessageKey, params);
  return words === key ? undefined : words;
}

/**
 * The words a screen may show for a failure, in the current language (ADR 075): the words of
 * the server's reason, else of its code, else the fallback (no answer from our server: a
 * network failure, a proxy's page). The server's own message is shown only when its reason is
 * one this page has no words for.
 */
export function friendlyMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.serverMessage === undefined) return fallback;
  if (error.reason) return reasonWords(error.reason, error.params) ?? error.serverMessage;
  // Our server leaves the reason out when its words are the code's own; a body without a code
  // (a proxy's, an older server's) is shown in its own words.
  if (!error.codeFromServer) return error.serverMessage;
  return reasonWords(error.code) ?? error.serverMessage;
}

/** A failed call's per-field words in the current language (a 400's fields), if it had any. */
export function fieldMessagesOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.fieldErrors) return undefined;
  const messages: Record<string, string> = {};
  for (const [field, words] of Object.entries(error.fieldErrors)) {
    const found = error.fieldReasons?.[field];
    messages[field] = (found && reasonWords(found.reason, found.params)) ?? words;
  }
  return messages;
}
