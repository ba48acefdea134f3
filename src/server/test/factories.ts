import { eq } from "drizzle-orm";
import type { BathroomEvent } from "../../domain/bathroom";
import type { Feeling } from "../../domain/feelings";
import { type DrinkType, drinkTypeOf, mlToCups } from "../../domain/hydration";
import type { MealType } from "../../domain/meal-types";
import type { Db } from "../db/client";
import { drinks, meals, tummyChecks, users } from "../db/schema/index";

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
