import fs from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import draft6 from "ajv/dist/refs/json-schema-draft-06.json" with { type: "json" };

const SCHEMA = path.resolve(import.meta.dirname, "../modules/export/fhir/fhir-r4.schema.json");

let compiled: ValidateFunction | null = null;

/**
 * A validator of HL7's FHIR R4 JSON schema as shipped in the repo (draft-06, read by ajv with the
 * draft-06 meta-schema). The file names itself with draft-04's "id", which ajv 8 reads only as
 * "$id": the name is moved, nothing else. Compiled once per process (a few seconds).
 */
export function fhirR4Validator(): ValidateFunction {
  if (compiled) return compiled;
  const { id, ...schema } = JSON.parse(fs.readFileSync(SCHEMA, "utf8"));
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(draft6);
  compiled = ajv.compile({ ...schema, $id: id });
  return compiled;
}

/** The schema's first errors, for an assertion's message. */
export function schemaErrors(validate: ValidateFunction): string {
  return JSON.stringify(validate.errors?.slice(0, 5) ?? []);
}
