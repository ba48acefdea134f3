import type { z } from "zod";

/** A path into a JSON body: keys, and 0 for the first element of a list. */
export type FieldPath = readonly (string | number)[];

/** The parts of zod's own schema description the schema walks read (zod 4 `_zod.def`). */
export type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string>;
  values?: readonly unknown[];
  format?: string;
  checks?: readonly { _zod: { def: { check?: string; format?: string } } }[];
};

/** A schema's own description. */
export const defOf = (schema: z.ZodType): SchemaDef => schema._zod.def as unknown as SchemaDef;

// Machine-made strings (ids, instants) are not free text: their own format refuses text.
const MACHINE_FORMATS = new Set(["uuid", "guid", "datetime", "date", "time", "url", "cuid"]);

function isFreeText(def: SchemaDef): boolean {
  const formats = [def.format, ...(def.checks ?? []).map((c) => c._zod.def.format)];
  return !formats.some((f) => f !== undefined && MACHINE_FORMATS.has(f));
}

/**
 * Every free-text field a body schema reads, found by walking the schema itself, so a text
 * field added to a contract is fuzzed without anyone listing it.
 */
export function textFields(schema: z.ZodType, path: FieldPath = []): FieldPath[] {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return isFreeText(def) ? [path] : [];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        textFields(value, [...path, key]),
      );
    case "array":
      return def.element ? textFields(def.element, [...path, 0]) : [];
    case "pipe":
      return def.in ? textFields(def.in, path) : [];
    case "union": {
      const found = (def.options ?? []).flatMap((option) => textFields(option, path));
      return found.length ? [path] : [];
    }
    default:
      return def.innerType ? textFields(def.innerType, path) : [];
  }
}

/** The value at a path, or undefined. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let here: unknown = value;
  for (const key of path) {
    if (here === null || typeof here !== "object") return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** A copy of a JSON body with the value at a path replaced (lists get that one element). */
export function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (typeof key === "number") return [withValue(undefined, rest, value)];
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return { ...record, [key]: withValue(record[key], rest, value) };
}

/** A field of a body or query that a client can fill with a lot: text, or a list. */
export type InputField = { path: FieldPath; kind: "string" | "array" };

/**
 * Every string field (free text, ids, times, choices) and every list a schema reads, found by
 * walking the schema, so a field added to a contract gets the big-input test without anyone
 * listing it.
 */
export function inputFields(schema: z.ZodType, path: FieldPath = []): InputField[] {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
    case "enum":
    case "literal":
      return [{ path, kind: "string" }];
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        inputFields(value, [...path, key]),
      );
    case "array":
      return [
        { path, kind: "array" },
        ...(def.element ? inputFields(def.element, [...path, 0]) : []),
      ];
    case "pipe": {
      const read = def.in ? inputFields(def.in, path) : [];
      return read.length > 0 || !def.out ? read : inputFields(def.out, path);
    }
    case "union": {
      const found = (def.options ?? []).flatMap((option) => inputFields(option, path));
      return found.some((f) => f.path.length === path.length) ? [{ path, kind: "string" }] : [];
    }
    default:
      return def.innerType ? inputFields(def.innerType, path) : [];
  }
}
