import type { Drink } from "../../../contracts/drinks";
import type { DrinkRow } from "./repo";

/** A drink as the client sees it. */
export function presentDrink(row: DrinkRow): Drink {
  return {
    id: row.id,
    userId: row.userId,
    drinkType: row.drinkType,
    drinkName: row.drinkName,
    amountMl: row.amountMl,
    amountCups: row.amountCups,
    timestamp: row.timestamp.toISOString(),
  };
}
