/** Millilitres in one cup (SPEC 9). */
export const CUP_ML = 240;

/** The stored drink types of SPEC 9; the stored form is underscore-separated. */
export const DRINK_TYPE_VALUES = ["water", "milk", "juice", "soft_drink", "other"] as const;

/** A stored drink type. */
export type DrinkType = (typeof DRINK_TYPE_VALUES)[number];

/** A drink type with how much of it counts towards hydration (SPEC 9). */
export interface DrinkTypeOption {
  readonly value: DrinkType;
  readonly label: string;
  readonly emoji: string;
  readonly hydration: number;
  readonly healthy: boolean;
}

/** Drink types with their hydration value and healthy flag. */
export const DRINK_TYPES = [
  { value: "water", label: "Water", emoji: "💧", hydration: 1, healthy: true },
  { value: "milk", label: "Milk", emoji: "🥛", hydration: 0.9, healthy: true },
  { value: "juice", label: "Juice", emoji: "🧃", hydration: 0.8, healthy: false },
  { value: "soft_drink", label: "Soft Drink", emoji: "🥤", hydration: 0.6, healthy: false },
  { value: "other", label: "Other", emoji: "🫖", hydration: 0.7, healthy: false },
] as const satisfies readonly DrinkTypeOption[];

/** Type guard for drink types read from a form or storage. */
export function isDrinkType(value: string): value is DrinkType {
  return DRINK_TYPE_VALUES.some((known) => known === value);
}

/** The drink type entry of a stored value; unknown values count as "other". */
export function drinkTypeOf(stored: string): DrinkTypeOption {
  return DRINK_TYPES.find((d) => d.value === stored) ?? DRINK_TYPES[4];
}

/** One choice of the Log a Drink amount picker; its cups are always mlToCups(ml) (ADR 047). */
export interface AmountOption {
  readonly ml: number;
  readonly label: string;
}

/**
 * The amounts of SPEC 9 (150, 240, 350, 500 and 750 ml). SPEC 9 also prints cups beside them
 * ("150 (1)") and says amountCups is amountMl / 240: one number is shown, the computed one,
 * the same on the tile, in the drinks list and in the day's total (ADR 047).
 */
export const AMOUNT_OPTIONS = [
  { ml: 150, label: "Small cup" },
  { ml: 240, label: "Cup" },
  { ml: 350, label: "Big glass" },
  { ml: 500, label: "Bottle" },
  { ml: 750, label: "Big bottle" },
] as const satisfies readonly AmountOption[];

/** Converts millilitres to cups: ml / 240, rounded to 1 decimal (SPEC 9). */
export function mlToCups(ml: number): number {
  return roundToTenth(ml / CUP_ML);
}

/** A drink's amount in cups as every screen writes it: "1 cup", "0.6 cups", "3.1 cups". */
export function cupsText(ml: number): string {
  const cups = mlToCups(ml);
  return `${cups} ${cups === 1 ? "cup" : "cups"}`;
}

/** Children this age or younger read cups in halves (the 1-3 and 4-8 year water goals). */
export const HALF_CUPS_UP_TO_AGE = 8;

/**
 * Cups as a child reads them: to the nearest half for a child of 8 or younger ("1 of 5 cups",
 * not "0.9"), never 0 once something was drunk; to one decimal for older children.
 */
export function cupsForAge(cups: number, age: number | null | undefined): number {
  if (typeof age !== "number" || age > HALF_CUPS_UP_TO_AGE) return Math.round(cups * 10) / 10;
  const halves = Math.round(cups * 2) / 2;
  return cups > 0 && halves === 0 ? 0.5 : halves;
}

/** Daily water goal in cups by age (SPEC 9); a missing or out-of-range age gets 6. */
export function waterGoalCups(age: number | null | undefined): number {
  if (age == null) return 6;
  if (age >= 1 && age <= 3) return 4;
  if (age >= 4 && age <= 8) return 5;
  if (age >= 9 && age <= 13) return 6;
  if (age >= 14 && age <= 18) return 7;
  return 6;
}

/** The fields of a logged drink that hydration needs. */
export interface DrinkAmount {
  readonly drinkType: string;
  readonly amountCups: number;
}

/**
 * Sums a day's drinks into hydrating cups (cups x hydration value), to 1 decimal.
 * It reads amountCups, the stored and displayed amount, so the total agrees with what the
 * child picked.
 */
export function hydratingCups(drinks: readonly DrinkAmount[]): number {
  const total = drinks.reduce(
    (sum, drink) => sum + drink.amountCups * drinkTypeOf(drink.drinkType).hydration,
    0,
  );
  return roundToTenth(total);
}

/** A row of the parent dashboard's hydration guide (SPEC 2): its ages and daily water, as facts. */
export type HydrationGuideRow = {
  readonly fromAge: number;
  readonly toAge: number;
} & (
  | { readonly kind: "about"; readonly litres: number; readonly cups: number }
  | { readonly kind: "byGender"; readonly girlsLitres: number; readonly boysLitres: number }
);

/** Daily water by age, as SPEC 2 prints it for parents; the screens word it (ADR 074). */
export const HYDRATION_GUIDE = [
  { fromAge: 1, toAge: 3, kind: "about", litres: 1, cups: 4 },
  { fromAge: 4, toAge: 8, kind: "about", litres: 1.2, cups: 5 },
  { fromAge: 9, toAge: 13, kind: "byGender", girlsLitres: 1.4, boysLitres: 1.6 },
  { fromAge: 14, toAge: 18, kind: "byGender", girlsLitres: 1.6, boysLitres: 1.9 },
] as const satisfies readonly HydrationGuideRow[];

/** The share of daily water that comes from food, in percent (SPEC 2: 20-30%). */
export const WATER_FROM_FOOD_PERCENT = { from: 20, to: 30 } as const;

// Rounding through an integer avoids 0.1-step float noise such as 1.2000000000000002.
function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Whether a drink carries a name of the family's own: a drink logged without one is stored with
 * its type's label ("Water"), a default the reports word in their own language (ADR 071).
 */
export function hasOwnDrinkName(drink: { drinkName: string; drinkType: string }): boolean {
  const name = drink.drinkName.trim().toLowerCase();
  return name !== "" && name !== drinkTypeOf(drink.drinkType).label.toLowerCase();
}
