// Keeps package.json's "engines" true: every package in package-lock.json must run on every
// Node version the app claims to support (`npm run check` runs this). .npmrc's engine-strict
// only checks the Node that runs `npm ci`; a CI on a newer Node would let a package that needs
// it slip in, and families on the oldest supported Node would get EBADENGINE (ADR 041).
import fs from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
const supported = manifest.engines?.node;
if (!supported) {
  console.error('package.json has no "engines.node".');
  process.exit(1);
}

const problems = [];
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  const needs = typeof entry.engines === "object" ? entry.engines?.node : undefined;
  // Builds for one platform (os/cpu) install, and so warn, only there: vendors keep those.
  if (!where || !needs || entry.os || entry.cpu) continue;
  if (!semver.validRange(needs)) continue;
  if (!semver.subset(supported, needs)) {
    problems.push(`${where.replace(/^.*node_modules\//, "")}@${entry.version} needs Node ${needs}`);
  }
}
if (problems.length > 0) {
  console.error(`These packages do not run on every Node that package.json allows (${supported}):`);
  for (const line of problems) console.error(`  ${line}`);
  console.error('Pin an older version in "overrides", or raise "engines.node".');
  process.exit(1);
}
console.log(`engines: every locked package runs on Node ${supported}`);
