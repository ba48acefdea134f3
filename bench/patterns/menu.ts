/** Breakfasts a child may settle into; each child keeps a few of them for weeks. */
export const BREAKFASTS: readonly (readonly string[])[] = [
  ["cereal", "milk"],
  ["cereal", "milk", "banana"],
  ["toast", "butter", "jam"],
  ["toast", "peanut butter"],
  ["porridge", "milk", "honey"],
  ["porridge", "blueberries"],
  ["eggs", "toast"],
  ["yogurt", "strawberries"],
  ["yogurt", "granola"],
  ["pancakes", "maple syrup"],
  ["waffles", "strawberries"],
  ["crumpets", "butter"],
];

/** Lunches, mostly lunch-box habits. */
export const LUNCHES: readonly (readonly string[])[] = [
  ["bread", "ham", "cheese"],
  ["bread", "tuna", "cucumber"],
  ["bread", "chicken", "lettuce"],
  ["wrap", "chicken", "cheese"],
  ["pasta", "tomato sauce"],
  ["soup", "bread"],
  ["crackers", "cheese", "grapes"],
  ["rice", "chicken", "peas"],
  ["pizza"],
  ["noodles", "egg"],
  ["baked potato", "beans"],
  ["hummus", "carrot sticks", "pitta"],
];

/** Dinner mains, sides and vegetables; a dinner is one of each, sometimes with a pudding. */
export const DINNER_MAINS: readonly string[] = [
  "chicken",
  "fish fingers",
  "beef",
  "sausages",
  "mince",
  "salmon",
  "lentils",
  "pork",
];
/** Dinner sides. */
export const DINNER_SIDES: readonly string[] = ["rice", "pasta", "potatoes", "noodles", "chips"];
/** Dinner vegetables and sauces. */
export const DINNER_VEG: readonly string[] = [
  "broccoli",
  "peas",
  "carrots",
  "sweetcorn",
  "green beans",
  "tomato sauce",
];
/** Puddings, after some dinners. */
export const PUDDINGS: readonly string[] = ["ice cream", "yogurt", "custard", "apple", "cake"];

/** Snacks and drinks between meals. */
export const SNACKS: readonly (readonly string[])[] = [
  ["apple"],
  ["banana"],
  ["grapes"],
  ["crisps"],
  ["biscuits"],
  ["chocolate"],
  ["cheese", "crackers"],
  ["yogurt"],
  ["popcorn"],
  ["raisins"],
  ["orange"],
  ["milk", "biscuits"],
  ["smoothie"],
  ["juice"],
  ["cake"],
  ["carrot sticks", "hummus"],
];

/** Sides and drinks added to a habitual meal now and then. */
export const SIDES: readonly string[] = [
  "apple",
  "banana",
  "orange juice",
  "milk",
  "water",
  "juice",
];

/** Foods a confounder can be drawn from: eaten rarely on their own. */
export const CONFOUNDER_POOL: readonly string[] = [
  "cocoa powder",
  "sprinkles",
  "ketchup",
  "gravy",
  "mayonnaise",
  "sugar",
  "cinnamon",
  "cream",
];

/** Every food the menu can produce. */
export function menuFoods(): string[] {
  const all = new Set<string>();
  for (const list of [...BREAKFASTS, ...LUNCHES, ...SNACKS]) for (const f of list) all.add(f);
  for (const f of [...DINNER_MAINS, ...DINNER_SIDES, ...DINNER_VEG, ...PUDDINGS]) all.add(f);
  for (const f of CONFOUNDER_POOL) all.add(f);
  return [...all];
}
