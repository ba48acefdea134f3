import { COMPONENT_KEYS, type ComponentKey } from "./components";
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

/** The longest name read, as the reader cuts it (ADR 044): stored names are shorter still. */
const NAME_READ = 200;

/** Words only, for names the table cannot read: "milk" in "warm milk", not in "milkman". */
function wholeWord(logged: string, food: string): boolean {
  const name = logged.slice(0, NAME_READ).trim().toLowerCase().replace(/\s+/g, " ");
  const wanted = food.slice(0, NAME_READ).trim().toLowerCase().replace(/\s+/g, " ");
  if (wanted === "") return false;
  if (name === wanted) return true;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`).test(name);
}

/** Words with which a family picks a component rather than a food ("all egg", "anything with egg"). */
const COMPONENT_WORDS = /^(?:all|any|anything with|everything with|foods? with)\s+/i;

/**
 * The component a case is about, when the family picked one; null when the suspect is a food.
 * The suspect a family types is the food: "egg" is eggs (the table reads it as the food), not
 * every cake and noodle made with egg. A component is a component name the table does not
 * read as a food ("dairy", "lactose", "wheat"), or one asked for as such ("all egg").
 */
export function caseComponent(suspect: string): ComponentKey | null {
  const trimmed = suspect.trim();
  const picked = trimmed.replace(COMPONENT_WORDS, "");
  const key = COMPONENT_KEYS.find((k) => k.toLowerCase() === picked.toLowerCase());
  if (!key) return null;
  if (picked !== trimmed) return key;
  // A component that is also a food of its own ("egg", "peanut") is the food; one the table
  // reads as something else ("fish and shellfish" as fish and prawns, or nothing) is the component.
  const read = readFoodCached(trimmed).key;
  const one = (name: string) => name.toLowerCase().replace(/s$/, "");
  return read === null || one(read) !== one(trimmed) ? key : null;
}

/**
 * How a logged food or drink holds the suspect: "serving" when it is the food or a dish that is
 * mostly it (a glass of chocolate milk is milk, a cheese pizza cheese, "cereal w/ milk" milk),
 * "trace" when it is only made with a little of it (a cake's egg and milk, egg pasta's egg: the
 * table's trace flag), null when it does not hold it. A component suspect ("dairy") is served by
 * every food whose reading has it. A "-free" word takes the food out ("dairy-free cheese" is no
 * cheese, "gluten-free pasta" no pasta). Names the table cannot read fall back to the word
 * itself ("milk" in "milk pudding thing").
 */
export function howItHolds(logged: string, suspect: string): "serving" | "trace" | null {
  const held = holds(logged, suspect);
  if (held !== null) return held;
  // A food the reader could not tell apart (a bare "tortilla": flatbread or egg omelette) that
  // may hold the suspect is a day that cannot say: counted as a trace is, neither way (ADR 072).
  const { ask, uncertain } = readFoodCached(logged);
  if (ask === null) return null;
  const component = caseComponent(suspect);
  if (component) return uncertain.includes(component) ? "trace" : null;
  return ask.choices.some((choice) => holds(choice, suspect) !== null) ? "trace" : null;
}

function holds(logged: string, suspect: string): "serving" | "trace" | null {
  const reading = readFoodCached(logged);
  const component = caseComponent(suspect);
  if (component) return reading.components.includes(component) ? "serving" : null;
  const wanted = readFoodCached(suspect);
  if (wanted.key === null || reading.key === null) {
    return wholeWord(logged, suspect) ? "serving" : null;
  }
  if (reading.key === wanted.key) return "serving";
  const present = new Set([...reading.foods, ...reading.hides]);
  if (wanted.foods.every((food) => present.has(food))) {
    // What the suspect brings must still be there when a "-free" word took it out ("gluten-free
    // pasta"); a dish made with the food by another recipe still holds it (spaghetti and
    // lasagne are pasta though the table's pasta is fresh egg pasta).
    if (!reading.freeOf) return "serving";
    const lost = wanted.components.filter((c) => !reading.components.includes(c));
    const kept = !lost.some(
      (c) => c === "dairy" || c === "wheat" || c === "egg" || c === "caffeine",
    );
    return kept ? "serving" : null;
  }
  const traced = new Set([...present, ...reading.traces]);
  return wanted.foods.every((food) => traced.has(food)) ? "trace" : null;
}

/**
 * Whether a logged food or drink contains the suspect as a serving (see howItHolds): a food
 * suspect is in a logged name that names it, in any spelling ("Eggs" for "egg"), or in a dish
 * that is mostly it (a milkshake, a cheese pizza); a component suspect in every food with it.
 */
export function foodContains(logged: string, suspect: string): boolean {
  return howItHolds(logged, suspect) === "serving";
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
 * foods made with it (milk: chocolate milk, milkshake, hot chocolate...), then those with a
 * trace of it (egg: cake, pancakes). At most `limit`.
 */
export function whereItHides(suspect: string, limit = 5): string[] {
  const component = caseComponent(suspect);
  if (component) {
    const common = COMMON_HIDING_PLACES[component] ?? [];
    const more = FOOD_ROWS.filter((row) => row.components.includes(component)).map(
      (row) => row.key,
    );
    return [...new Set([...common, ...more])].slice(0, limit);
  }
  const wanted = readFoodCached(suspect);
  if (wanted.key === null) return [suspect];
  const made = FOOD_ROWS.filter(
    (row) => row.key !== wanted.key && wanted.foods.every((food) => row.hides.includes(food)),
  ).map((row) => row.key);
  // Then the foods made with a little of it (cake, pancakes): a day with only those is not
  // counted, so a free day is best kept free of them too.
  const traced = FOOD_ROWS.filter(
    (row) => !made.includes(row.key) && wanted.foods.every((food) => row.traces.includes(food)),
  ).map((row) => row.key);
  return [wanted.key, ...made, ...traced].slice(0, limit);
}
