// Clears a forgotten parent code (ADR 056; README, "A forgotten parent code"):
//   node scripts/clear-parent-code.mjs "<detective name>"
// With the embedded database, stop the app first; with DATABASE_URL it may keep running.
const name = process.argv[2]?.trim();
if (!name) {
  console.error('Usage: node scripts/clear-parent-code.mjs "<detective name>"');
  process.exit(2);
}
const { register } = await import("tsx/esm/api");
register();
const { runClearParentCode } = await import("../src/server/tools/clear-parent-code.ts");
process.exit(await runClearParentCode(name));
