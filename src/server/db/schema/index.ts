// Drizzle needs every table in one schema object for typed queries and for drizzle-kit.
export * from "./badges";
export * from "./cases";
export * from "./daily-missions";
export * from "./drinks";
export * from "./game";
export * from "./idempotency-keys";
export * from "./meals";
export * from "./patterns";
export * from "./photo-deletions";
export * from "./photos";
export * from "./reminders";
export * from "./sessions";
export * from "./sleep-logs";
export * from "./throttle";
export * from "./tummy-checks";
export * from "./users";
