import type { z } from "zod";

/** The HTTP methods the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint: anyone, or only a signed-in detective (401 before validation). */
export type Access = "public" | "signed-in";

/**
 * Whose diary a child-scoped endpoint touches and the least a login needs for it (ADR 065).
 * `from`: the child is the path's `:userId`, the body's `userId` (a child's own login may leave
 * it out), the query's `userId` (the same, for a body that is not JSON: a photo upload), or the
 * record the path's `:id` (or a photo's `:key`) names. `need`: "read" (any member), "log" (owner or
 * carer; a carer changes or deletes only what they logged), "owner" (owners only). A child's own
 * login may do everything for itself (the parent's part still needs parent mode).
 */
export type ChildRule = {
  readonly from: "params" | "body" | "query" | "record";
  readonly need: "read" | "log" | "owner";
};

/** Every endpoint's path starts with this; other paths are the app's screens and files. */
export const API_PREFIX = "/api/";

/**
 * One client-server call: its method, its path (Fastify's `:name` parameters), the schemas of
 * its parameters, query, body and success answer, and who may call it. The server registers its
 * route from this, the client builds its URL, query key and parser from it, and the OpenAPI
 * document is generated from it, so the two sides cannot drift.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** One line for the API document. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** A multipart/form-data body carrying one file in this field, instead of JSON. */
  readonly upload?: { readonly field: string };
  /** The success answer (JSON), unless `produces` names another type. */
  readonly response: z.ZodType;
  /** The success answer is bytes of this type (a photo, the family's archive), not JSON. */
  readonly produces?: "image/jpeg" | "application/zip" | "application/fhir+json";
  /** The success status (201 for creates). */
  readonly status?: 200 | 201;
  /** A create that takes an Idempotency-Key header: a repeated key answers the first answer. */
  readonly idempotent?: true;
  /**
   * The largest request body read, in bytes, when the body needs more than JSON_BODY_LIMIT; a
   * larger one is refused (413) before it is parsed (ADR 044). See bodyLimitOf.
   */
  readonly bodyLimit?: number;
  /**
   * The parent's area (ADR 056): once the account has a parent code, 403 "Parent code needed"
   * unless the sign-in is in parent mode.
   */
  readonly parentOnly?: true;
  /** The child the endpoint is about and the role it needs (ADR 065); absent: not child-scoped. */
  readonly child?: ChildRule;
}

/** The body limit of a JSON body: every field at its limit, in UTF-8, fits with room to spare. */
export const JSON_BODY_LIMIT = 16 * 1024;
/** The body limit of a call that takes no body (a stray one is refused unread past this). */
export const NO_BODY_LIMIT = 1024;

/** How many bytes of request body an endpoint reads at most (ADR 044). */
export function bodyLimitOf(definition: EndpointDefinition): number {
  if (definition.bodyLimit !== undefined) return definition.bodyLimit;
  return definition.body ? JSON_BODY_LIMIT : NO_BODY_LIMIT;
}

/** Declares an endpoint, keeping its literal types for the server and the client. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** The path parameters of an endpoint, as the caller gives them. */
export type ParamsOf<E extends EndpointDefinition> = E["params"] extends z.ZodObject
  ? z.input<E["params"]>
  : Record<string, never>;
/** The query of an endpoint, as the caller gives it. */
export type QueryOf<E extends EndpointDefinition> = E["query"] extends z.ZodObject
  ? z.input<E["query"]>
  : undefined;
/** The body of an endpoint, as the caller sends it. */
export type BodyOf<E extends EndpointDefinition> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : E["upload"] extends { field: string }
    ? FormData
    : undefined;
/** The success answer of an endpoint, as the caller reads it. */
export type ResponseOf<E extends EndpointDefinition> = z.output<E["response"]>;

const PARAM = /^:([A-Za-z]+)$/;

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The concrete path of a call: each `:name` replaced by its encoded value. */
export function pathOf(
  definition: Pick<EndpointDefinition, "path">,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const parts = segments(definition.path).map((part) => {
    const name = PARAM.exec(part)?.[1];
    if (!name) return part;
    const value = params[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" of ${definition.path}`);
    return encodeURIComponent(String(value));
  });
  return `/${parts.join("/")}`;
}

/**
 * The query key of a GET: the path's fixed head, then each later segment (parameter values
 * filled in), so joining the parts with '/' gives the URL again (SPEC 7's default reader) and
 * a key's head names the whole family for invalidation.
 */
export function queryKeyOf(
  definition: Pick<EndpointDefinition, "path">,
  params: Readonly<Record<string, string | number>> = {},
): readonly string[] {
  const parts = segments(pathOf(definition, params));
  const fixed = segments(definition.path).findIndex((part) => PARAM.test(part));
  const head = fixed === -1 ? parts.length : fixed;
  return [`/${parts.slice(0, head).join("/")}`, ...parts.slice(head)];
}

/** The fixed head of an endpoint's path (its query keys' first part). */
export function rootOf(definition: Pick<EndpointDefinition, "path">): string {
  return queryKeyOf(
    definition,
    Object.fromEntries(
      segments(definition.path)
        .map((part) => PARAM.exec(part)?.[1])
        .filter((name): name is string => name !== undefined)
        .map((name) => [name, name]),
    ),
  )[0] as string;
}
