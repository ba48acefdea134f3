import { z } from "zod";
import type { EndpointDefinition } from "../../contracts/endpoint";
import { errorBody } from "../../contracts/error-body";
import { ERROR_CODES, type ErrorCode } from "../../contracts/errors";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_WINDOW_HOURS } from "../../contracts/idempotency";

type JsonSchema = Record<string, unknown>;

// Transforms and refinements have no JSON Schema: they are described by the schema they read.
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
}

function parametersOf(definition: EndpointDefinition) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", definition.params],
    ["query", definition.query],
  ] as const) {
    if (!schema) continue;
    const shape = jsonSchema(schema, "input") as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === "path" || (shape.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  if (definition.idempotent) {
    list.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: "header",
      required: false,
      description: `A uuid per submission: a repeat within ${IDEMPOTENCY_WINDOW_HOURS} h answers the first answer`,
      schema: { type: "string", format: "uuid" },
    });
  }
  return list;
}

const ERROR_BODY = { $ref: "#/components/schemas/Error" };

// The codes an error response of this status may carry (ADR 048).
function codesOf(status: number): string {
  const codes = (Object.entries(ERROR_CODES) as [ErrorCode, number][])
    .filter(([, s]) => s === status)
    .map(([code]) => `\`${code}\``);
  return codes.join(", ");
}

function operationOf(definition: EndpointDefinition) {
  const status = String(definition.status ?? 200);
  const errors: Record<string, { description: string }> = {
    "400": { description: "Bad input: `message` and a message per field in `errors`" },
  };
  if (definition.access === "signed-in") {
    errors["401"] = { description: "Not signed in" };
    errors["403"] = { description: "Another user's id in the path, or no request marker" };
    errors["404"] = { description: "Not found (or another user's record)" };
  }
  if (definition.parentOnly) {
    errors["403"] = {
      description:
        'Another user\'s id in the path, no request marker, or "Parent code needed": the account has a parent code and this sign-in is not in parent mode',
    };
  }
  if (definition.idempotent) {
    errors["422"] = { description: "The Idempotency-Key was first sent with another request" };
  }
  errors["500"] = { description: "Something failed on the server" };
  for (const [status, error] of Object.entries(errors)) {
    error.description = `${error.description}. code: ${codesOf(Number(status))}`;
  }
  return {
    summary: definition.summary,
    ...(definition.access === "signed-in" ? { security: [{ session: [] }] } : {}),
    parameters: parametersOf(definition),
    ...(definition.upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    [definition.upload.field]: { type: "string", contentEncoding: "binary" },
                  },
                  required: [definition.upload.field],
                },
              },
            },
          },
        }
      : {}),
    ...(definition.body
      ? {
          requestBody: {
            required: !definition.body.safeParse(undefined).success,
            content: { "application/json": { schema: jsonSchema(definition.body, "input") } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: "Success",
        content: definition.produces
          ? { [definition.produces]: { schema: { type: "string", contentEncoding: "binary" } } }
          : { "application/json": { schema: jsonSchema(definition.response, "output") } },
      },
      ...Object.fromEntries(
        Object.entries(errors).map(([code, { description }]) => [
          code,
          { description, content: { "application/json": { schema: ERROR_BODY } } },
        ]),
      ),
    },
  };
}

// The error body's schema, each code described with its status.
function errorDocument(): JsonSchema {
  const schema = jsonSchema(errorBody, "output") as { properties: Record<string, JsonSchema> };
  schema.properties.code = {
    ...schema.properties.code,
    description: (Object.entries(ERROR_CODES) as [ErrorCode, number][])
      .map(([code, status]) => `\`${code}\` (${status})`)
      .join(", "),
  };
  return schema;
}

/** The OpenAPI 3.1 document of the API, generated from the contracts' endpoint map. */
export function openApiDocument(endpoints: readonly EndpointDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const definition of endpoints) {
    const path = definition.path.replace(/:([A-Za-z]+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = operationOf(definition);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Tummy Detective API",
      version: "1",
      description:
        "Every state-changing call carries `X-Requested-With: XMLHttpRequest`; every call may send the detective's IANA zone in `X-Time-Zone`. Every error answers `{ code, message, errors? }`: programs decide by `code` (the schema `Error` lists every code), people read `message`.",
    },
    components: {
      schemas: { Error: errorDocument() },
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "td_session" } },
    },
    paths,
  };
}
