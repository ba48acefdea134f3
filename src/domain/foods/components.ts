/**
 * What a food can contain that a child's tummy may react to. The first eight are the common food
 * allergens of children (milk, wheat, egg, soy, peanut, tree nuts, fish and shellfish, sesame);
 * then the FODMAPs (excess fructose, polyols, fructans, galacto-oligosaccharides), and four
 * other things a paediatric dietitian asks about (fat, spice, caffeine, sweeteners).
 *
 * Milk has two parts: lactose (the sugar; lactose intolerance) and milk protein (cow's milk
 * protein allergy). "dairy" is either of them, so lactose-free milk is still dairy: it keeps its
 * milk protein (ADR 052).
 */
export const COMPONENT_KEYS = [
  "dairy",
  "lactose",
  "milk protein",
  "wheat",
  "egg",
  "soy",
  "peanut",
  "tree nuts",
  "fish and shellfish",
  "sesame",
  "fructose",
  "polyols",
  "fructans",
  "GOS",
  "fatty food",
  "spicy food",
  "caffeine",
  "sweeteners",
] as const;

/** One component of a food. */
export type ComponentKey = (typeof COMPONENT_KEYS)[number];

/** Type guard for component keys read from storage or a request. */
export function isComponentKey(value: string): value is ComponentKey {
  return COMPONENT_KEYS.some((key) => key === value);
}

/** A sentence a parent reads about each component. */
export const COMPONENT_NOTES: Readonly<Record<ComponentKey, string>> = {
  dairy: "cow's milk in any form: its sugar (lactose) or its protein",
  lactose: "the sugar of milk; lactose-free milk has none",
  "milk protein": "the protein of milk; lactose-free milk still has it",
  wheat: "wheat and its gluten (also rye and barley)",
  egg: "hen's egg, also baked into cakes and pancakes",
  soy: "soy beans, tofu, soy milk and soy sauce",
  peanut: "peanuts and peanut butter",
  "tree nuts": "almonds, cashews, hazelnuts, walnuts and other nuts",
  "fish and shellfish": "fish, prawns and other seafood",
  sesame: "sesame seeds, tahini and hummus",
  fructose: "more fructose than glucose: apples, pears, mango, honey, juice",
  polyols: "sugar alcohols: stone fruit, mushrooms, sugar-free lollies and gum",
  fructans: "wheat, onion and garlic",
  GOS: "galacto-oligosaccharides: beans, lentils and chickpeas",
  "fatty food": "fried and fatty foods",
  "spicy food": "chilli and hot spices",
  caffeine: "cola, tea, coffee, energy drinks and chocolate",
  sweeteners: "sugar-free and diet drinks and lollies",
};

/** The short codes the food table is written in, and the components they stand for. */
export const COMPONENT_CODES: Readonly<Record<string, ComponentKey>> = {
  lac: "lactose",
  mp: "milk protein",
  wh: "wheat",
  egg: "egg",
  soy: "soy",
  pn: "peanut",
  tn: "tree nuts",
  fish: "fish and shellfish",
  ses: "sesame",
  fru: "fructose",
  pol: "polyols",
  fan: "fructans",
  gos: "GOS",
  fat: "fatty food",
  spi: "spicy food",
  caf: "caffeine",
  swe: "sweeteners",
};
