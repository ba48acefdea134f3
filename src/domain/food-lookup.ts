import type { FoodGroupKey } from "./food-group-keys";
import { readFoodCached } from "./foods/suspects";

/**
 * About a hundred and ten foods a child eats, by group (SPEC 3 "Food-to-group lookup"). Entries
 * exist mainly where the keyword guess would be wrong (eggplant is no egg, apple juice is
 * no apple) or would fall through to Sometimes (rice, fish, grapes).
 */
export const FOOD_LOOKUP = {
  // Breakfast
  toast: "Carbs",
  bread: "Carbs",
  cereal: "Carbs",
  porridge: "Carbs",
  oats: "Carbs",
  muesli: "Carbs",
  pancakes: "Carbs",
  waffles: "Carbs",
  crumpet: "Carbs",
  "english muffin": "Carbs",
  bagel: "Carbs",
  egg: "Protein",
  eggs: "Protein",
  "baked beans": "Protein",
  milk: "Dairy",
  yogurt: "Dairy",
  yoghurt: "Dairy",
  butter: "Healthy Fats",
  "peanut butter": "Healthy Fats",
  avocado: "Healthy Fats",
  // School lunch
  sandwich: "Carbs",
  "ham sandwich": "Protein",
  "cheese sandwich": "Dairy",
  "jam sandwich": "Carbs",
  wrap: "Carbs",
  crackers: "Carbs",
  "rice cakes": "Carbs",
  popcorn: "Carbs",
  cheese: "Dairy",
  custard: "Dairy",
  hummus: "Protein",
  apple: "Fruit & Veggies",
  banana: "Fruit & Veggies",
  orange: "Fruit & Veggies",
  mandarin: "Fruit & Veggies",
  pear: "Fruit & Veggies",
  grapes: "Fruit & Veggies",
  strawberries: "Fruit & Veggies",
  blueberries: "Fruit & Veggies",
  raspberries: "Fruit & Veggies",
  berries: "Fruit & Veggies",
  watermelon: "Fruit & Veggies",
  mango: "Fruit & Veggies",
  peach: "Fruit & Veggies",
  cherries: "Fruit & Veggies",
  sultanas: "Fruit & Veggies",
  raisins: "Fruit & Veggies",
  fruit: "Fruit & Veggies",
  cucumber: "Fruit & Veggies",
  celery: "Fruit & Veggies",
  tomato: "Fruit & Veggies",
  "muesli bar": "Sometimes",
  // Dinner
  chicken: "Protein",
  fish: "Protein",
  "fish fingers": "Protein",
  salmon: "Protein",
  tuna: "Protein",
  beef: "Protein",
  steak: "Protein",
  mince: "Protein",
  lamb: "Protein",
  pork: "Protein",
  turkey: "Protein",
  ham: "Protein",
  tofu: "Protein",
  lentils: "Protein",
  chickpeas: "Protein",
  rice: "Carbs",
  "fried rice": "Carbs",
  pasta: "Carbs",
  spaghetti: "Carbs",
  noodles: "Carbs",
  couscous: "Carbs",
  tortilla: "Carbs",
  broccoli: "Fruit & Veggies",
  carrot: "Fruit & Veggies",
  peas: "Fruit & Veggies",
  corn: "Fruit & Veggies",
  potato: "Fruit & Veggies",
  "mashed potato": "Fruit & Veggies",
  "sweet potato": "Fruit & Veggies",
  pumpkin: "Fruit & Veggies",
  cauliflower: "Fruit & Veggies",
  "green beans": "Fruit & Veggies",
  spinach: "Fruit & Veggies",
  lettuce: "Fruit & Veggies",
  salad: "Fruit & Veggies",
  capsicum: "Fruit & Veggies",
  zucchini: "Fruit & Veggies",
  mushrooms: "Fruit & Veggies",
  eggplant: "Fruit & Veggies",
  vegetables: "Fruit & Veggies",
  "olive oil": "Healthy Fats",
  nuts: "Healthy Fats",
  almonds: "Healthy Fats",
  seeds: "Healthy Fats",
  // Takeaway, treats and drinks
  pizza: "Sometimes",
  "hot dog": "Sometimes",
  hamburger: "Sometimes",
  "chicken nuggets": "Sometimes",
  chips: "Sometimes",
  cake: "Sometimes",
  cheesecake: "Sometimes",
  "apple pie": "Sometimes",
  donut: "Sometimes",
  muffin: "Sometimes",
  biscuits: "Sometimes",
  chocolate: "Sometimes",
  lollies: "Sometimes",
  "ice cream": "Sometimes",
  milkshake: "Sometimes",
  juice: "Sometimes",
  "apple juice": "Sometimes",
  "soft drink": "Sometimes",
} as const satisfies Record<string, FoodGroupKey>;

/** Every known food name, for the photo recogniser to map its labels onto. */
export const FOOD_VOCABULARY: readonly string[] = Object.keys(FOOD_LOOKUP);

/** Trims, lowercases and collapses inner spaces, so "  Hot  Dog " finds "hot dog". */
export function normaliseFoodName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

const LOOKUP: ReadonlyMap<string, FoodGroupKey> = new Map(Object.entries(FOOD_LOOKUP));

// Children type plurals and singulars freely; "oranges" should find "orange", not be a treat.
function lookUp(name: string): FoodGroupKey | undefined {
  const candidates = [name];
  if (name.endsWith("ies")) candidates.push(`${name.slice(0, -3)}y`);
  if (name.endsWith("es")) candidates.push(name.slice(0, -2));
  if (name.endsWith("s")) candidates.push(name.slice(0, -1));
  else candidates.push(`${name}s`);
  for (const candidate of candidates) {
    const group = LOOKUP.get(candidate);
    if (group) return group;
  }
  return undefined;
}

const has = (name: string, words: readonly string[]) => words.some((w) => name.includes(w));

/** The spec's keyword guess for a food not in the lookup, read in SPEC 3's exact order. */
export function guessGroupByKeyword(name: string): FoodGroupKey {
  const food = normaliseFoodName(name);
  const sandwich = food.includes("sandwich");
  if (sandwich && has(food, ["ham", "chicken", "meat", "tuna", "turkey"])) return "Protein";
  if (sandwich && food.includes("cheese")) return "Dairy";
  if (sandwich || has(food, ["toast", "bread"])) return "Carbs";
  if (has(food, ["milk", "yogurt", "cheese"])) return "Dairy";
  if (has(food, ["egg", "chicken", "ham", "meat"])) return "Protein";
  if (has(food, ["apple", "banana", "carrot", "fruit", "vegetable", "berry"])) {
    return "Fruit & Veggies";
  }
  return "Sometimes";
}

/**
 * The group of a food the food table reads (foods/: any spelling, emoji, "w/", dishes) or the
 * lookup knows, without guessing; else undefined.
 */
export function knownGroupOfFood(name: string): FoodGroupKey | undefined {
  return readFoodCached(name).groups[0] ?? lookUp(normaliseFoodName(name));
}

/**
 * The groups of a food, the one its serve counts for first: all of them for a food of several
 * ("cheese pizza": Sometimes, Carbs and Dairy); empty when neither the table nor the lookup
 * knows it.
 */
export function knownGroupsOfFood(name: string): readonly FoodGroupKey[] {
  const groups = readFoodCached(name).groups;
  if (groups.length > 0) return groups;
  const group = lookUp(normaliseFoodName(name));
  return group ? [group] : [];
}

/**
 * The group of a food: the food table first, then the lookup (singular or plural), else SPEC
 * 3's keyword guess as the fallback.
 */
export function groupOfFood(name: string): FoodGroupKey {
  const food = normaliseFoodName(name);
  return knownGroupOfFood(food) ?? guessGroupByKeyword(food);
}
