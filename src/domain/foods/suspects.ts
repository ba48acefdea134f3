import { type ComponentKey, isComponentKey } from "./components";
import { FOOD_ROWS, type FoodReading, readFood } from "./read-food";

// Names are read again and again (every meal of a diary against every suspect): keep the
// readings of the names seen, bounded so a long-running server never grows without end.
const READINGS = new Map<string, FoodReading>();
const READINGS_MAX = 20_000;

/** readFood, remembered. */
export function readFoodCached(name: string): FoodReading {
  const hit = READINGS.get(name);
  if (hit) return hit;
  const reading = readFood(name);
  if (READINGS.size >= READINGS_MAX) READINGS.clear();
  READINGS.set(name, reading);
  return reading;
}

/** Words only, for names the table cannot read: "milk" in "warm milk", not in "milkman". */
function wholeWord(logged: string, food: string): boolean {
  const name = logged.trim().toLowerCase().replace(/\s+/g, " ");
  const wanted = food.trim().toLowerCase().replace(/\s+/g, " ");
  if (wanted === "") return false;
  if (name === wanted) return true;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`).test(name);
}

/**
 * Whether a logged food or drink contains the suspect. A component suspect ("dairy") is in
 * every food whose reading has it. A food suspect is in a logged name that names it, in any
 * spelling ("Eggs" for "egg"), or is made with it (a milkshake hides milk, a pizza cheese),
 * unless the name says it is free of what the suspect brings ("dairy-free cheese" is no
 * cheese, "gluten-free pasta" no pasta). Names the table cannot read fall back to the word
 * itself ("milk" in "milk pudding thing").
 */
export function foodContains(logged: string, suspect: string): boolean {
  const reading = readFoodCached(logged);
  if (isComponentKey(suspect)) return reading.components.includes(suspect);
  const wanted = readFoodCached(suspect);
  if (wanted.key === null || reading.key === null) return wholeWord(logged, suspect);
  if (reading.key === wanted.key) return true;
  const present = new Set([...reading.foods, ...reading.hides]);
  if (!wanted.foods.every((food) => present.has(food))) return false;
  // What the suspect brings must still be there when a "-free" word took it out ("gluten-free
  // pasta"); a dish made with the food by another recipe still holds it (spaghetti and lasagne
  // are pasta though the table's pasta is fresh egg pasta).
  if (!reading.freeOf) return true;
  const lost = wanted.components.filter((c) => !reading.components.includes(c));
  return !lost.some((c) => c === "dairy" || c === "wheat" || c === "egg" || c === "caffeine");
}

/** Whether a logged name counts as eating or drinking something: everything but water. */
export function isExposure(name: string): boolean {
  const reading = readFoodCached(name);
  return !(reading.key !== null && reading.water && reading.whole);
}

/** The foods children most often meet each component in, in the order a parent thinks of them. */
const COMMON_HIDING_PLACES: Readonly<Partial<Record<ComponentKey, readonly string[]>>> = {
  dairy: ["milk", "cheese", "yogurt", "ice cream", "pizza", "chocolate", "butter"],
  lactose: ["milk", "yogurt", "ice cream", "custard", "milkshake"],
  "milk protein": ["milk", "cheese", "yogurt", "butter", "pizza"],
  wheat: ["bread", "pasta", "crackers", "pizza", "cereal", "biscuits", "cake"],
  egg: ["egg", "cake", "pancakes", "muffin", "mayonnaise", "pasta"],
  soy: ["soy milk", "tofu", "soy sauce", "edamame", "chocolate"],
  peanut: ["peanut butter", "peanuts", "pbj"],
  "tree nuts": ["nuts", "almonds", "nutella", "muesli", "almond milk"],
  "fish and shellfish": ["fish", "fish fingers", "tuna", "salmon", "prawns", "sushi"],
  sesame: ["hummus", "sesame", "falafel"],
  fructose: ["apple", "pear", "juice", "mango", "honey", "watermelon"],
  polyols: ["apple", "pear", "peach", "mushrooms", "sugar free lollies"],
  fructans: ["bread", "pasta", "onion", "garlic", "cereal"],
  GOS: ["baked beans", "beans", "lentils", "chickpeas", "hummus"],
  "fatty food": ["chips", "crisps", "chicken nuggets", "sausage", "pizza", "burger"],
  "spicy food": ["hot sauce", "curry", "salami"],
  caffeine: ["cola", "chocolate", "tea", "iced tea", "energy drink", "hot chocolate"],
  sweeteners: ["diet soft drink", "sugar free lollies", "energy drink"],
};

/**
 * The common foods a suspect hides in, for a case plan ("no milk, cheese, yogurt, ice cream or
 * pizza"): for a component, the foods children most often meet it in; for a food, the table's
 * foods made with it (milk: chocolate milk, milkshake, hot chocolate...). At most `limit`.
 */
export function whereItHides(suspect: string, limit = 5): string[] {
  if (isComponentKey(suspect)) {
    const common = COMMON_HIDING_PLACES[suspect] ?? [];
    const more = FOOD_ROWS.filter((row) => row.components.includes(suspect)).map((row) => row.key);
    return [...new Set([...common, ...more])].slice(0, limit);
  }
  const wanted = readFoodCached(suspect);
  if (wanted.key === null) return [suspect];
  const made = FOOD_ROWS.filter(
    (row) => row.key !== wanted.key && wanted.foods.every((food) => row.hides.includes(food)),
  ).map((row) => row.key);
  return [wanted.key, ...made].slice(0, limit);
}
