import { eq } from "drizzle-orm";
import type { BathroomEvent } from "../../domain/bathroom";
import type { Feeling } from "../../domain/feelings";
import { type DrinkType, drinkTypeOf, mlToCups } from "../../domain/hydration";
import { addDays } from "../../domain/local-day";
import type { MealType } from "../../domain/meal-types";
import type { Db } from "../db/client";
import { cases, drinks, meals, patterns, tummyChecks, users } from "../db/schema/index";

/**
 * Diary rows written straight into the database, for tests about what reads them (patterns,
 * reports, exports) where the HTTP of each write is not what is tested. They carry no points:
 * the game's ledger is tested through the API. Rows written around the service leave the kept
 * progress behind, so each factory asks for it to be counted again at the next write.
 */
type At = { at: Date | number };

const instant = (at: Date | number) => (at instanceof Date ? at : new Date(at));

async function recountProgress(db: Db, userId: string) {
  await db.update(users).set({ progressZone: null }).where(eq(users.id, userId));
}

/** A meal of typed foods (manual entry). */
export type MealSeed = At & { mealType: MealType; foods: string[] };
/** A tummy check. */
export type TummyCheckSeed = At & { feeling: Feeling; bathroomEvent?: BathroomEvent | null };
/** A drink of some millilitres. */
export type DrinkSeed = At & { drinkType: DrinkType; amountMl: number };

/** Inserts the meals of a user in one statement. */
export async function seedMeals(db: Db, userId: string, list: readonly MealSeed[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(meals).values(
    list.map((m) => ({
      userId,
      mealType: m.mealType,
      manualFoods: m.foods,
      timestamp: instant(m.at),
    })),
  );
  await recountProgress(db, userId);
}

/** Inserts the tummy checks of a user in one statement. */
export async function seedTummyChecks(
  db: Db,
  userId: string,
  list: readonly TummyCheckSeed[],
): Promise<void> {
  if (list.length === 0) return;
  await db.insert(tummyChecks).values(
    list.map((c) => ({
      userId,
      feeling: c.feeling,
      bathroomEvent: c.bathroomEvent ?? null,
      timestamp: instant(c.at),
    })),
  );
  await recountProgress(db, userId);
}

/** Inserts the drinks of a user in one statement (name and cups as the API sets them). */
export async function seedDrinks(
  db: Db,
  userId: string,
  list: readonly DrinkSeed[],
): Promise<void> {
  if (list.length === 0) return;
  await db.insert(drinks).values(
    list.map((d) => ({
      userId,
      drinkType: d.drinkType,
      drinkName: drinkTypeOf(d.drinkType).label,
      amountMl: d.amountMl,
      amountCups: mlToCups(d.amountMl),
      timestamp: instant(d.at),
    })),
  );
}

/**
 * Moves a case (its dates, its plan's days and their marks) some days into the past, as if it had been
 * opened then: tests of the verdict cannot wait for a case's days to pass.
 */
export async function backdateCase(db: Db, caseId: string, days: number): Promise<void> {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId));
  if (!row) throw new Error(`no case ${caseId}`);
  const plan = row.plan as { days: { date: string; kind: string }[] };
  await db
    .update(cases)
    .set({
      startDate: addDays(row.startDate, -days),
      endDate: addDays(row.endDate, -days),
      plan: { ...row.plan, days: plan.days.map((d) => ({ ...d, date: addDays(d.date, -days) })) },
      marks: Object.fromEntries(
        Object.entries(row.marks).map(([date, kept]) => [addDays(date, -days), kept]),
      ),
      illDays: row.illDays.map((date) => addDays(date, -days)),
      createdAt: new Date(row.createdAt.getTime() - days * 86_400_000),
    })
    .where(eq(cases.id, caseId));
}

/** A pattern (a clue) stored as the engine would, pending. */
export async function seedPattern(
  db: Db,
  userId: string,
  p: { foodItem: string; confidence: number; windowHours?: { from: number; to: number } },
): Promise<string> {
  const [row] = await db
    .insert(patterns)
    .values({
      userId,
      foodItem: p.foodItem,
      feelingCorrelation: "ouchy tummy",
      confidence: p.confidence,
      occurrences: 4,
      evidence: {
        explanation: `Ouchy 4 of 5 times within 1 to 4 hours after ${p.foodItem}, against 1 of 9 times after other meals`,
        exposures: 5,
        baselineMeals: 9,
        baselineReactions: 1,
        windowHours: p.windowHours ?? { from: 1, to: 4 },
      },
    })
    .returning();
  return row.id;
}
