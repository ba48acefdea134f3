// Biome's noImportCycles sees cycles between files; this sees them between the server's
// feature folders (src/server/modules/<feature>), which a cycle of files can hide: a feature
// that imports another never gets imported back by it, and the shared layers (lib, db) import
// no feature. Part of `npm run check`.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "src/server");
const modules = path.join(server, "modules");
const SHARED = ["lib", "db"].map((dir) => path.join(server, dir) + path.sep);
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

function featureOf(file) {
  const rel = path.relative(modules, file);
  return rel.startsWith("..") ? undefined : rel.split(path.sep)[0];
}

const edges = new Map();
const problems = [];
for (const file of sources(server)) {
  const from = featureOf(file);
  for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (!spec.startsWith(".")) continue;
    const to = featureOf(path.resolve(path.dirname(file), spec));
    if (!to || to === from) continue;
    if (!from) {
      if (!SHARED.some((dir) => file.startsWith(dir))) continue;
      problems.push(`${path.relative(root, file)} imports the feature "${to}" (${spec})`);
      continue;
    }
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, path.relative(root, file));
  }
}

// Depth-first search for a way back to where it started.
function cycleFrom(start) {
  const seen = new Set();
  const walk = (at, trail) => {
    for (const next of edges.get(at)?.keys() ?? []) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

const reported = new Set();
for (const feature of edges.keys()) {
  const cycle = cycleFrom(feature);
  if (!cycle) continue;
  const key = [...cycle.slice(0, -1)].sort().join(" ");
  if (reported.has(key)) continue;
  reported.add(key);
  const steps = cycle
    .slice(0, -1)
    .map((f, i) => `${f} -> ${cycle[i + 1]} (${edges.get(f).get(cycle[i + 1])})`);
  problems.push(`an import circle between features: ${steps.join(", ")}`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
