import { FOOD_GROUP_KEYS, type FoodGroupKey } from "./food-group-keys";
import { groupOfFood, knownGroupOfFood, normaliseFoodName } from "./food-lookup";

export { FOOD_GROUP_KEYS, type FoodGroupKey };

/** Each food in a meal counts half a serve for its group (SPEC 9 "Serves"). */
export const SERVE_PER_FOOD = 0.5;

/** Treats are kept to this many serves or fewer (SPEC 3: "keep to 1 or fewer"). */
export const TREAT_LIMIT = 1;

/** A food group as the daily review's Food Guide and meters show it. */
export interface FoodGroup {
  readonly key: FoodGroupKey;
  readonly name: string;
  /** Recommended serves a day; 0 for treats, which have a limit instead of an aim. */
  readonly serves: number;
  /** A colour name the client maps to its palette for chips and meters. */
  readonly colour: string;
  readonly emoji: string;
  readonly description: string;
  readonly serveAim: string;
  readonly sampleFoods: readonly string[];
}

/** The six groups with the display names and serves of SPEC 3. */
export const FOOD_GROUPS = [
  {
    key: "Protein",
    name: "Power Foods",
    serves: 2.5,
    colour: "red",
    emoji: "🍗",
    description: "Help your muscles grow strong and keep you going all day.",
    serveAim: "Aim for 2.5 serves a day",
    sampleFoods: ["eggs", "chicken", "fish", "baked beans", "tofu"],
  },
  {
    key: "Carbs",
    name: "Energy Foods",
    serves: 4.5,
    colour: "amber",
    emoji: "🍞",
    description: "Fuel for running, playing and thinking hard about clues.",
    serveAim: "Aim for 4.5 serves a day",
    sampleFoods: ["bread", "rice", "pasta", "porridge", "crackers"],
  },
  {
    key: "Dairy",
    name: "Bone Foods",
    serves: 3,
    colour: "sky",
    emoji: "🥛",
    description: "Calcium for strong bones and teeth.",
    serveAim: "Aim for 3 serves a day",
    sampleFoods: ["milk", "yogurt", "cheese", "custard"],
  },
  {
    key: "Fruit & Veggies",
    name: "Grow Foods",
    serves: 7,
    colour: "green",
    emoji: "🥦",
    description: "Vitamins and fibre that help you grow and keep your tummy happy.",
    serveAim: "Aim for 7 serves a day",
    sampleFoods: ["apple", "banana", "carrot", "broccoli", "peas", "berries"],
  },
  {
    key: "Healthy Fats",
    name: "Smart Oils & Nuts",
    serves: 1,
    colour: "violet",
    emoji: "🥑",
    description: "Good fats that help your busy brain.",
    serveAim: "Aim for 1 serve a day",
    sampleFoods: ["avocado", "peanut butter", "nuts", "olive oil"],
  },
  {
    key: "Sometimes",
    name: "Treats",
    serves: 0,
    colour: "pink",
    emoji: "🍩",
    description: "Fun foods for special times, not every day.",
    serveAim: "Keep to 1 or fewer a day",
    sampleFoods: ["cake", "chips", "biscuits", "lollies", "soft drink"],
  },
] as const satisfies readonly FoodGroup[];

/** Serves per group; every key is present so callers never meet an undefined group. */
export type ServesByGroup = Record<FoodGroupKey, number>;

/** Type guard for group keys read from storage or an export. */
export function isFoodGroupKey(value: string): value is FoodGroupKey {
  return FOOD_GROUP_KEYS.some((key) => key === value);
}

/** The group entry of a key. */
export function foodGroupByKey(key: FoodGroupKey): FoodGroup {
  const group = FOOD_GROUPS.find((entry) => entry.key === key);
  // The key type only admits the six keys, so a miss is a programming error.
  if (!group) throw new Error(`Unknown food group: ${key}`);
  return group;
}

/** The food fields of a meal; manualFoods may arrive as a comma-separated string (SPEC 3). */
export interface MealFoods {
  readonly detectedFoods?: readonly string[] | null;
  readonly manualFoods?: readonly string[] | string | null;
}

/**
 * The foods of one meal, trimmed, blanks dropped, each food once. A food both detected in the
 * photo and typed by hand is the same food on the plate, so it must not count twice.
 */
export function foodsOfMeal(meal: MealFoods): string[] {
  const manual =
    typeof meal.manualFoods === "string" ? meal.manualFoods.split(",") : (meal.manualFoods ?? []);
  const seen = new Set<string>();
  const foods: string[] = [];
  for (const raw of [...(meal.detectedFoods ?? []), ...manual]) {
    const food = raw.trim();
    const key = normaliseFoodName(food);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    foods.push(food);
  }
  return foods;
}

/** An all-zero serves record. */
export function emptyServes(): ServesByGroup {
  return {
    Protein: 0,
    Carbs: 0,
    Dairy: 0,
    "Fruit & Veggies": 0,
    "Healthy Fats": 0,
    Sometimes: 0,
  };
}

/** The fields of a logged drink that its food group is read from. */
export interface DrinkFoods {
  readonly drinkType: string;
  readonly drinkName?: string | null;
}

/** The food-table name of each stored drink type; water and "other" name no food. */
const DRINK_TYPE_FOODS: Readonly<Record<string, string>> = {
  milk: "milk",
  juice: "juice",
  soft_drink: "soft drink",
};

/**
 * The food group a drink counts a serve for, read through the food table like a meal's food:
 * its name first ("chocolate milk", "oat milk", "orange juice"), else its type ("milk"). Water
 * belongs to no group, and a drink neither the name nor the type places is never guessed.
 */
export function groupOfDrink(drink: DrinkFoods): FoodGroupKey | undefined {
  const name = drink.drinkName?.trim() ?? "";
  const byName = name === "" ? undefined : knownGroupOfFood(name);
  if (byName) return byName;
  const typeFood = DRINK_TYPE_FOODS[drink.drinkType];
  return typeFood ? knownGroupOfFood(typeFood) : undefined;
}

/**
 * Serves per group over the meals and drinks: each food of a meal and each drink of a group
 * counts SERVE_PER_FOOD for its group (a glass of milk is a Bone Food like milk on cereal).
 */
export function servesByGroup(
  meals: readonly MealFoods[],
  drinks: readonly DrinkFoods[] = [],
): ServesByGroup {
  const serves = emptyServes();
  for (const meal of meals) {
    for (const food of foodsOfMeal(meal)) serves[groupOfFood(food)] += SERVE_PER_FOOD;
  }
  for (const drink of drinks) {
    const group = groupOfDrink(drink);
    if (group) serves[group] += SERVE_PER_FOOD;
  }
  return serves;
}

/** The total serves over all groups, treats included, for the case summary. */
export function totalServes(serves: ServesByGroup): number {
  return FOOD_GROUP_KEYS.reduce((sum, key) => sum + serves[key], 0);
}
