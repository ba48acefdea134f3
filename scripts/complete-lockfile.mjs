// Some registries do not serve every platform-only build of a package (e.g. Biome's or
// Tailwind's binaries for macOS or Windows). npm then leaves those optional packages out of
// package-lock.json, and `npm ci` refuses the lockfile as out of sync. This adds an entry for
// each missing platform build, with its os/cpu, so `npm ci` accepts the lockfile and skips
// them on every other platform, as it always does. Run it after changing dependencies.
import fs from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;
const SYSTEMS = ["android", "darwin", "linux", "win32", "freebsd"];

function platformOf(name) {
  const tail = name.split("/").pop();
  for (const os of SYSTEMS) {
    const at = `-${tail}-`.indexOf(`-${os}-`);
    if (at === -1) continue;
    const rest = tail.slice(at + os.length).replace(/^-/, "");
    const cpu = rest.split("-")[0];
    const libc = rest.includes("musl")
      ? ["musl"]
      : os === "linux" && rest.includes("gnu")
        ? ["glibc"]
        : undefined;
    return { os: [os], cpu: [cpu], libc };
  }
  return tail.includes("wasm32") ? { cpu: ["wasm32"] } : {};
}

const added = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${name}`;
    const nested = `${key}/node_modules/${name}`;
    if (packages[depKey] || packages[nested]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    packages[depKey] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os } : {}),
      ...(cpu ? { cpu } : {}),
      ...(libc ? { libc } : {}),
    };
    added.push(`${name}@${version}`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(", ")}` : "lockfile complete");
