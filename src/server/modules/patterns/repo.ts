import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { CaseVerdict } from "../../../domain/cases/verdict";
import { drinkIntakes } from "../../../domain/patterns/intakes";
import type { Tx } from "../../db/client";
import { cases, drinks, meals, patterns, tummyChecks } from "../../db/schema/index";
import { verdictOf } from "../../db/verdict-data";

/** A pattern row as stored. */
export type PatternRow = typeof patterns.$inferSelect;
/** What a row keeps besides the SPEC columns (parsed with its schema on every read). */
export type { PatternEvidence } from "../../db/pattern-evidence";

/** Serialises pattern work per user (a transaction-scoped advisory lock). */
export async function lockPatterns(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`patterns:${userId}`}))`);
}

/**
 * The diary as the engine reads it, oldest first: every meal's foods, every drink but water as
 * an intake of its own (marked drunk; the engine joins it to a meal drunk with), every check
 * but a second rating of a stool already logged.
 */
export async function diaryForPatterns(tx: Tx, userId: string) {
  const mealRows = await tx
    .select({
      id: meals.id,
      at: meals.timestamp,
      detected: meals.detectedFoods,
      manual: meals.manualFoods,
    })
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.timestamp));
  const checkRows = await tx
    .select({
      id: tummyChecks.id,
      at: tummyChecks.timestamp,
      feeling: tummyChecks.feeling,
      bathroomEvent: tummyChecks.bathroomEvent,
    })
    .from(tummyChecks)
    // A grown-up's second rating of a stool already logged is the same event: read once (ADR 062).
    .where(and(eq(tummyChecks.userId, userId), isNull(tummyChecks.sameAsId)))
    .orderBy(asc(tummyChecks.timestamp));
  const drinkRows = await tx
    .select({
      id: drinks.id,
      at: drinks.timestamp,
      drinkType: drinks.drinkType,
      drinkName: drinks.drinkName,
    })
    .from(drinks)
    .where(eq(drinks.userId, userId))
    .orderBy(asc(drinks.timestamp));
  return {
    meals: [
      ...mealRows.map((m) => ({
        id: m.id,
        at: m.at.getTime(),
        foods: [...m.detected, ...m.manual],
      })),
      ...drinkIntakes(drinkRows.map((d) => ({ ...d, at: d.at.getTime() }))),
    ].sort((a, b) => a.at - b.at),
    checks: checkRows.map((c) => ({ ...c, at: c.at.getTime() })),
  };
}

/** The user's stored patterns. */
export function patternsOf(tx: Tx, userId: string): Promise<PatternRow[]> {
  return tx
    .select()
    .from(patterns)
    .where(eq(patterns.userId, userId))
    .orderBy(asc(patterns.createdAt));
}

/** One pattern of the user, or undefined. */
export async function findPattern(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(patterns)
    .where(and(eq(patterns.id, id), eq(patterns.userId, userId)));
  return row;
}

/** Inserts a pattern. */
export async function insertPattern(tx: Tx, values: typeof patterns.$inferInsert) {
  await tx.insert(patterns).values(values).onConflictDoNothing();
}

/** Updates a pattern of the user. */
export async function updatePattern(
  tx: Tx,
  userId: string,
  id: string,
  values: Partial<typeof patterns.$inferInsert>,
) {
  const [row] = await tx
    .update(patterns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(patterns.id, id), eq(patterns.userId, userId)))
    .returning();
  return row;
}

/** Deletes a pattern of the user. */
export async function deletePattern(tx: Tx, userId: string, id: string) {
  await tx.delete(patterns).where(and(eq(patterns.id, id), eq(patterns.userId, userId)));
}

/** The clues of the user that an open case is investigating. */
export async function patternsUnderOpenCase(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ patternId: cases.patternId })
    .from(cases)
    .where(and(eq(cases.userId, userId), eq(cases.status, "open"), isNotNull(cases.patternId)));
  return rows.flatMap((r) => (r.patternId ? [r.patternId] : []));
}

/** The stored verdicts of the user's cases among these ids, parsed with their schema. */
export async function caseVerdictsOf(
  tx: Tx,
  userId: string,
  caseIds: readonly string[],
): Promise<Map<string, CaseVerdict>> {
  const ids = [...new Set(caseIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: cases.id, verdict: cases.verdict })
    .from(cases)
    .where(and(eq(cases.userId, userId), inArray(cases.id, ids)));
  return new Map(
    rows.flatMap((r) => {
      const verdict = verdictOf(r.verdict);
      return verdict ? [[r.id, verdict] as const] : [];
    }),
  );
}
