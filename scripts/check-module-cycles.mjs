// Two kinds of import circle, type-only imports counted too (a type import still ties the two
// files' design together, and a circle closed by one is a circle all the same):
// - between files anywhere in src/ (a -> b -> ... -> a);
// - between the server's feature folders (src/server/modules/<feature>), which a cycle of files
//   can hide: a feature that imports another never gets imported back by it, and the shared
//   layers (lib, db) import no feature.
// Part of `npm run check`.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const server = path.join(src, "server");
const modules = path.join(server, "modules");
const SHARED = ["lib", "db"].map((dir) => path.join(server, dir) + path.sep);
// `import x from`, `import type x from`, `export ... from` and `import "./side-effect"`; a
// dynamic import() loads later and closes no circle at load time.
const IMPORT = /^\s*(?:(?:import|export)\s[^;]*?from\s+|import\s+)"([^"]+)"/gms;

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

// Circles of files: a relative import resolved to the file it loads.
function resolveFile(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const tries = [
    base,
    ...["", "/index"].flatMap((end) => [`${base}${end}.ts`, `${base}${end}.tsx`]),
  ];
  return tries.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

const fileEdges = new Map();
for (const file of sources(src)) {
  const targets = [];
  for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (!spec.startsWith(".")) continue;
    const to = resolveFile(file, spec);
    if (to && /\.tsx?$/.test(to)) targets.push(to);
  }
  fileEdges.set(file, targets);
}

// Tarjan's strongly connected components: every group of two or more files that reach one
// another is a circle.
function fileCircles() {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of fileEdges.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), order.get(next)));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group);
  };
  for (const file of fileEdges.keys()) if (!order.has(file)) visit(file);
  return found;
}

// One way round each circle, for the message.
function loopThrough(group) {
  const members = new Set(group);
  const start = group[0];
  const trail = [start];
  const seen = new Set([start]);
  const walk = (at) => {
    for (const next of fileEdges.get(at) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      trail.push(next);
      if (walk(next)) return true;
      trail.pop();
    }
    return false;
  };
  walk(start);
  return [...trail, start];
}

for (const group of fileCircles()) {
  const loop = loopThrough(group).map((file) => path.relative(root, file));
  problems.push(`an import circle between files (type imports count): ${loop.join(" -> ")}`);
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
