import type { FoodGroupKey } from "../food-group-keys";
import { COMPONENT_CODES, type ComponentKey } from "./components";
import { mendSpanish, readSpanish } from "./spanish";
import { FOOD_TABLE_TEXT } from "./table";

/** One food of the table, parsed. */
export interface FoodRow {
  readonly key: string;
  /** Every name it is known by, the key first. */
  readonly names: readonly string[];
  /** Its food groups, the one its serve counts for first. */
  readonly groups: readonly FoodGroupKey[];
  /** What it contains; "dairy" is added wherever lactose or milk protein is. */
  readonly components: readonly ComponentKey[];
  /** Other foods of the table it is made with. */
  readonly hides: readonly string[];
  readonly drink: boolean;
  readonly water: boolean;
  /** A carrier (sandwich, wrap) whose filling names its group. */
  readonly filling: boolean;
  /** What it brings when it only flavours the next food ("chocolate milk"); null: all of it. */
  readonly flavour: readonly ComponentKey[] | null;
  /**
   * Foods of the table it is made with a little of (a cake holds some egg and milk, egg pasta
   * some egg): a trace, never a serving of them.
   */
  readonly traces: readonly string[];
}

/** A free-typed food name read into the table. */
export interface FoodReading {
  /** The name as typed, trimmed. */
  readonly name: string;
  /**
   * The food it names, in the table's words: one name for every spelling ("Eggs", "egg",
   * "🥚" are all "egg"); foods named together are joined ("toast butter"), a "-free" word comes
   * first ("gluten free pasta"). Null when nothing in the name could be read.
   */
  readonly key: string | null;
  /** The table rows named, in the order typed. */
  readonly foods: readonly string[];
  /** Foods of the table the named ones are made with (a pizza hides cheese). */
  readonly hides: readonly string[];
  /** Foods of the table the named ones hold only a little of (a cake: egg, milk, butter). */
  readonly traces: readonly string[];
  readonly components: readonly ComponentKey[];
  /** Its food groups, the one its serve counts for first; empty when unread. */
  readonly groups: readonly FoodGroupKey[];
  /** True when every word was read; false when some word was skipped or nothing was read. */
  readonly whole: boolean;
  /** A drink of the table (milk, juice, cola...). */
  readonly drink: boolean;
  /** Water (never an exposure). */
  readonly water: boolean;
  /** Whether a "-free" word ("gluten free", "no cheese", "diet") took something out of it. */
  readonly freeOf: boolean;
  /**
   * A word that names different foods, which nothing else in the name told apart (a bare
   * "tortilla": corn or flour flatbread, or the Spanish omelette): a question to ask, with the
   * names to offer (each reads as one food). Null when the name was clear.
   */
  readonly ask: FoodQuestion | null;
  /**
   * What one of the question's foods has and the reading does not (a bare tortilla: egg,
   * wheat): it may be in the food. Empty when the name was clear.
   */
  readonly uncertain: readonly ComponentKey[];
}

/** A word the reader could not tell apart, and the foods it may be (ADR 072). */
export interface FoodQuestion {
  /** The word as the table knows it ("tortilla"). */
  readonly word: string;
  /** Names to offer, each read as one food ("corn tortilla", "spanish omelette"). */
  readonly choices: readonly string[];
}

/**
 * Words that name different foods where children live: "tortilla" is a corn or wheat
 * flatbread in Mexico and the Americas, the potato and egg omelette in Spain. The reader keeps
 * the table's food (corn tortilla) and asks, unless another food named with it tells: beans,
 * salsa, guacamole or cheese make it the flatbread (corn or flour still unsure), potato or onion
 * the omelette. "tortilla de patatas", "tortilla de maíz", "flour tortilla", "tacos" are clear
 * (spanish.ts, the table).
 */
const UNSURE_WORDS: Readonly<
  Record<
    string,
    {
      readonly choices: readonly string[];
      readonly told: Readonly<Record<string, readonly string[]>>;
    }
  >
> = {
  tortilla: {
    choices: ["corn tortilla", "flour tortilla", "spanish omelette"],
    told: {
      beans: ["corn tortilla", "flour tortilla"],
      "hot sauce": ["corn tortilla", "flour tortilla"],
      avocado: ["corn tortilla", "flour tortilla"],
      cheese: ["corn tortilla", "flour tortilla"],
      potato: ["spanish omelette"],
      onion: ["spanish omelette"],
    },
  },
};

const GROUP_CODES: Readonly<Record<string, FoodGroupKey>> = {
  P: "Protein",
  C: "Carbs",
  D: "Dairy",
  F: "Fruit & Veggies",
  H: "Healthy Fats",
  S: "Sometimes",
};

/** Words that join foods or count them; they never name a food. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "of",
  "some",
  "my",
  "on",
  "in",
  "for",
  "at",
  "to",
  "x",
]);

/** Words that join two foods; kept as one mark so "mac and cheese" reads as its own food. */
const JOINERS = new Set(["and", "with", "n", "plus", "amp"]);
const JOIN = "|";

/** Words about how much, how it was served or how it tasted: skipped when no food uses them. */
const DESCRIPTORS = new Set([
  "glass",
  "cup",
  "mug",
  "bottle",
  "can",
  "carton",
  "box",
  "bowl",
  "plate",
  "piece",
  "slice",
  "bit",
  "bite",
  "serve",
  "serving",
  "portion",
  "handful",
  "scoop",
  "spoon",
  "spoonful",
  "tbsp",
  "tsp",
  "packet",
  "pack",
  "bag",
  "little",
  "small",
  "big",
  "large",
  "medium",
  "mini",
  "huge",
  "half",
  "whole",
  "extra",
  "more",
  "another",
  "leftover",
  "homemade",
  "home",
  "made",
  "fresh",
  "plain",
  "warm",
  "cold",
  "hot",
  "iced",
  "frozen",
  "cooked",
  "raw",
  "boiled",
  "steamed",
  "baked",
  "roasted",
  "roast",
  "grilled",
  "toasted",
  "mashed",
  "sliced",
  "chopped",
  "yummy",
  "tasty",
  "delicious",
  "organic",
  "ml",
  "l",
  "g",
  "gram",
  "oz",
  "breakfast",
  "lunch",
  "dinner",
  "snack",
  "dessert",
  "meal",
  "food",
  "drink",
  "thing",
  "stuff",
  "flavour",
  "flavor",
  "flavoured",
  "flavored",
  "style",
  "mum",
  "mom",
  "dad",
  "nana's",
  "grandma",
  "school",
  "canteen",
]);

/** Words that add a component to every food named with them. */
const ADDS: Readonly<Record<string, readonly ComponentKey[]>> = {
  fried: ["fatty food"],
  deep: [],
  crumbed: ["wheat", "fructans"],
  battered: ["wheat", "fructans", "fatty food"],
  spicy: ["spicy food"],
  creamy: ["lactose", "milk protein"],
};

/** "<word> free" (and "no <word>", "without <word>") removes these components. */
const FREE_OF: Readonly<Record<string, readonly ComponentKey[]>> = {
  lactose: ["lactose"],
  dairy: ["lactose", "milk protein"],
  milk: ["lactose", "milk protein"],
  gluten: ["wheat", "fructans"],
  wheat: ["wheat", "fructans"],
  egg: ["egg"],
  nut: ["peanut", "tree nuts"],
  peanut: ["peanut"],
  soy: ["soy"],
  caffeine: ["caffeine"],
  fat: ["fatty food"],
  sugar: ["fructose"],
  fodmap: ["fructose", "polyols", "fructans", "GOS"],
};

/** Single words that say the same ("vegan muffin" has no egg or milk). */
const FREE_WORDS: Readonly<Record<string, readonly ComponentKey[]>> = {
  vegan: ["lactose", "milk protein", "egg", "fish and shellfish"],
  eggless: ["egg"],
  decaf: ["caffeine"],
  decaffeinated: ["caffeine"],
  skim: ["fatty food"],
};

/** "Sugar free" and "diet" foods are sweetened with sweeteners instead. */
const SWEETENED_BY = new Set(["sugar"]);
const DIET_WORDS = new Set(["diet", "zero", "sugarless"]);

/** Emoji children use for foods, read as the food's name. */
const EMOJI_NAMES: Readonly<Record<string, string>> = {
  "🍕": "pizza",
  "🥛": "milk",
  "🧀": "cheese",
  "🍓": "strawberries",
  "🍎": "apple",
  "🍏": "apple",
  "🍌": "banana",
  "🍞": "bread",
  "🥖": "bread",
  "🥚": "egg",
  "🍳": "egg",
  "🍝": "spaghetti",
  "🍚": "rice",
  "🍙": "rice",
  "🍘": "rice cakes",
  "🍔": "burger",
  "🍟": "chips",
  "🌭": "hot dog",
  "🍦": "ice cream",
  "🍨": "ice cream",
  "🍧": "ice block",
  "🍩": "donut",
  "🍪": "biscuits",
  "🍫": "chocolate",
  "🍬": "lollies",
  "🍭": "lollies",
  "🧃": "juice",
  "🥤": "soft drink",
  "🍵": "tea",
  "🧋": "milk tea",
  "💧": "water",
  "🚰": "water",
  "🍇": "grapes",
  "🍊": "orange",
  "🍋": "lemon",
  "🍉": "watermelon",
  "🍈": "melon",
  "🍑": "peach",
  "🍒": "cherries",
  "🍍": "pineapple",
  "🥝": "kiwi",
  "🥭": "mango",
  "🍐": "pear",
  "🫐": "blueberries",
  "🥑": "avocado",
  "🥦": "broccoli",
  "🥕": "carrot",
  "🌽": "corn",
  "🥔": "potato",
  "🍠": "sweet potato",
  "🥒": "cucumber",
  "🥬": "lettuce",
  "🥗": "salad",
  "🍅": "tomato",
  "🍄": "mushrooms",
  "🍆": "eggplant",
  "🧄": "garlic",
  "🧅": "onion",
  "🫑": "capsicum",
  "🥜": "peanuts",
  "🌰": "nuts",
  "🍗": "chicken",
  "🍖": "meat",
  "🥩": "beef",
  "🥓": "bacon",
  "🐟": "fish",
  "🐠": "fish",
  "🍣": "sushi",
  "🍤": "prawns",
  "🦐": "prawns",
  "🦀": "prawns",
  "🥞": "pancakes",
  "🧇": "waffles",
  "🥐": "croissant",
  "🥯": "bagel",
  "🥪": "sandwich",
  "🌮": "wrap",
  "🌯": "wrap",
  "🥙": "wrap",
  "🍜": "noodles",
  "🍲": "soup",
  "🍛": "curry",
  "🥟": "dumplings",
  "🍰": "cake",
  "🎂": "cake",
  "🧁": "cake",
  "🥧": "apple pie",
  "🍮": "custard",
  "🍿": "popcorn",
  "🥨": "pretzels",
  "🧈": "butter",
  "🥣": "cereal",
  "🫘": "beans",
  "🧆": "falafel",
  "🍯": "honey",
  "🥥": "coconut",
  "🥠": "biscuits",
};

/** Spellings children use that the singular rule cannot reach. */
const SPELLINGS: Readonly<Record<string, string>> = {
  choc: "chocolate",
  yoghurt: "yogurt",
  yogourt: "yogurt",
  yoghourt: "yogurt",
  yogurt: "yogurt",
  doughnut: "donut",
  w: "with",
  wo: "without",
  bol: "bolognese",
  brekky: "breakfast",
  brekkie: "breakfast",
  tomatos: "tomato",
  potatos: "potato",
  sarnies: "sarnie",
  leche: "milk",
};

/** Lower case, no accents, emoji read as words, "w/" as "with", punctuation as spaces. */
export function foldFoodName(name: string): string {
  let text = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  text = text.replace(/\p{Extended_Pictographic}/gu, (emoji) => {
    const word = EMOJI_NAMES[emoji];
    return word ? ` ${word} , ` : " ";
  });
  return text
    .replace(/\bw\/o\b/g, " without ")
    .replace(/\bw\//g, " with ")
    .replace(/&/g, " and ")
    .replace(/\+/g, " and ")
    .replace(/'n'|'n\b/g, " and ")
    .replace(/['’]s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * One word in the form names are compared in: singular, and "-ie"/"-ies" both as "-y" so
 * "brownie", "brownies" and "browny" meet. Not English: only a key.
 */
export function wordStem(word: string): string {
  const spelled = SPELLINGS[word] ?? word;
  let w = spelled;
  if (w.length > 3) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (/(sses|ches|shes|xes|zes|oes)$/.test(w)) w = w.slice(0, -2);
    else if (w.endsWith("s") && !/(ss|us)$/.test(w)) w = w.slice(0, -1);
  }
  if (w.length > 2 && w.endsWith("ie")) w = `${w.slice(0, -2)}y`;
  return SPELLINGS[w] ?? w;
}

function tokens(name: string): string[] {
  const out: string[] = [];
  for (const raw of readSpanish(foldFoodName(name).split(" ").filter(Boolean))) {
    if (raw === "" || /^\d+$/.test(raw) || STOP_WORDS.has(raw)) continue;
    const word = wordStem(raw);
    if (JOINERS.has(word)) {
      if (out.length > 0 && out[out.length - 1] !== JOIN) out.push(JOIN);
    } else if (word !== "") out.push(word);
  }
  while (out[out.length - 1] === JOIN) out.pop();
  return out;
}

function parseComponents(codes: string): ComponentKey[] {
  const found = new Set<ComponentKey>();
  for (const code of codes.split(/\s+/).filter(Boolean)) {
    const component = COMPONENT_CODES[code];
    if (!component) throw new Error(`Unknown component code in the food table: ${code}`);
    found.add(component);
    if (code === "wh") found.add("fructans");
  }
  return withDairy([...found]);
}

/** Adds "dairy" where lactose or milk protein is, removes it where neither is. */
function withDairy(components: readonly ComponentKey[]): ComponentKey[] {
  const rest = components.filter((c) => c !== "dairy");
  const dairy = rest.includes("lactose") || rest.includes("milk protein");
  return dairy ? ["dairy", ...rest] : rest;
}

function parseTable(text: string): FoodRow[] {
  const rows: FoodRow[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const [key = "", aka = "", groups = "", codes = "", hides = "", flags = ""] = line
      .split("|")
      .map((cell) => cell.trim());
    const flagList = flags.split(/\s+/).filter(Boolean);
    const flavour = flagList.find((f) => f.startsWith("flavour="));
    const traces = flagList.find((f) => f.startsWith("trace="));
    rows.push({
      key,
      names: [key, ...aka.split(",").map((n) => n.trim())].filter(Boolean),
      groups: groups
        .split(/\s+/)
        .filter(Boolean)
        .map((code) => {
          const group = GROUP_CODES[code];
          if (!group) throw new Error(`Unknown group code in the food table: ${code}`);
          return group;
        }),
      components: parseComponents(codes),
      hides: hides
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
      drink: flagList.includes("drink"),
      water: flagList.includes("water"),
      filling: flagList.includes("filling"),
      flavour: flavour
        ? parseComponents(flavour.slice("flavour=".length).replace(/,/g, " "))
        : null,
      traces: traces ? traces.slice("trace=".length).split(",").filter(Boolean) : [],
    });
  }
  return rows;
}

/** Every food of the table. */
export const FOOD_ROWS: readonly FoodRow[] = parseTable(FOOD_TABLE_TEXT);

const ROW_BY_KEY: ReadonlyMap<string, FoodRow> = new Map(FOOD_ROWS.map((row) => [row.key, row]));

/** The table's row of a key, or undefined. */
export function foodRow(key: string): FoodRow | undefined {
  return ROW_BY_KEY.get(key);
}

interface Phrase {
  readonly words: readonly string[];
  readonly row: FoodRow;
}

/** Phrases by first word, longest first. Two rows may not share a name: the test checks it. */
const PHRASES: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const map = new Map<string, Phrase[]>();
  for (const row of FOOD_ROWS) {
    for (const name of row.names) {
      const words = tokens(name);
      const first = words[0];
      if (!first) continue;
      const list = map.get(first) ?? [];
      list.push({ words, row });
      map.set(first, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

/** Names that two rows both claim (for the table's own test). */
export function sharedNames(): string[] {
  const owner = new Map<string, string>();
  const shared: string[] = [];
  for (const row of FOOD_ROWS) {
    for (const name of row.names) {
      const id = tokens(name).join(" ");
      const other = owner.get(id);
      if (other !== undefined && other !== row.key) shared.push(`${name} (${other}, ${row.key})`);
      owner.set(id, row.key);
    }
  }
  return shared;
}

/** Every word the table, the modifiers and the fillers know: typos are mended towards them. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...[...PHRASES.values()].flatMap((list) => list.flatMap((p) => p.words)),
  ...[...DESCRIPTORS].map(wordStem),
  ...Object.keys(ADDS),
  ...Object.keys(FREE_OF),
  ...Object.keys(FREE_WORDS),
  ...DIET_WORDS,
  "free",
  "no",
  "without",
  JOIN,
]);

/** Words that may stand in a name without naming a food. */
const FILLERS: ReadonlySet<string> = new Set([
  ...[...DESCRIPTORS].map(wordStem),
  ...Object.keys(ADDS),
  "free",
  "no",
  "without",
  JOIN,
]);

/** Table words typos may be mended to (the fillers are not worth guessing at). */
const FOOD_WORDS: readonly string[] = [
  ...new Set([...PHRASES.values()].flatMap((list) => list.flatMap((p) => p.words))),
].filter((w) => w !== JOIN && w.length >= 4);
const FOOD_WORD_SET: ReadonlySet<string> = new Set(FOOD_WORDS);

/** Optimal string alignment distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) rows[i]?.push(i === 0 ? j : 0);
  }
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const up = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Two table words typed as one ("chocolatemilk", "cheesepizza"): the pair, else nothing. Each
 * part has at least 3 letters.
 */
function runTogether(word: string): string[] | null {
  if (word.length < 7) return null;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const a = wordStem(word.slice(0, cut));
    const b = wordStem(word.slice(cut));
    if (PHRASES.has(a) && FOOD_WORD_SET.has(b)) return [a, b];
  }
  return null;
}

/** Each word mended, and two table words typed as one split again. */
function mendAll(words: readonly string[]): string[] {
  return words.flatMap((w) => {
    const mended = mend(w);
    if (mended !== w || KNOWN_WORDS.has(w)) return [mended];
    return runTogether(w) ?? mendSpanish(w, editDistance)?.map(wordStem) ?? [w];
  });
}

/** A misspelt word mended to the table's nearest word: one slip, two in long words. */
function mend(word: string): string {
  if (KNOWN_WORDS.has(word) || word.length < 4) return word;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of FOOD_WORDS) {
    const d = editDistance(word, candidate, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best ?? word;
}

/** Words about how much or how warm, which never make one food another ("warm milk" is milk). */
const AMOUNT_WORDS: ReadonlySet<string> = new Set(
  [
    "glass",
    "cup",
    "mug",
    "bottle",
    "carton",
    "bowl",
    "plate",
    "piece",
    "slice",
    "bit",
    "serve",
    "serving",
    "portion",
    "handful",
    "scoop",
    "spoonful",
    "little",
    "small",
    "big",
    "large",
    "medium",
    "warm",
    "cold",
    "extra",
    "homemade",
    "fresh",
    "plain",
  ].map(wordStem),
);

const KEYS = new Map<string, string>();

/**
 * The name under which the detective counts a single food: case, accents, emoji, plurals,
 * typos, "w/" and amount words folded ("Eggs", "egg", "glass of warm milk" and "mlik" are "egg"
 * and "milk"), but no food made into another ("orange juice" stays itself, "carrot sticks" are
 * not "carrots"). Empty for a name with no word in it.
 */
export function foodNameKey(name: string): string {
  const hit = KEYS.get(name);
  if (hit !== undefined) return hit;
  const words = mendAll(tokens(name.slice(0, 200)));
  const kept = words.filter((w) => !AMOUNT_WORDS.has(w));
  const key = (kept.some((w) => w !== JOIN) ? kept : words)
    .map((w) => (w === JOIN ? "and" : w))
    .join(" ");
  if (KEYS.size >= 20_000) KEYS.clear();
  KEYS.set(name, key);
  return key;
}

interface Named {
  readonly row: FoodRow;
  readonly at: number;
  readonly end: number;
  /** Which part of the name it stands in: parts are joined by "and", "with", "&". */
  readonly part: number;
  /** The word alone, when it is one of UNSURE_WORDS ("tortilla"). */
  readonly unsure?: string;
}

/** What "no cheese" or "without egg" takes out of the rest of the name. */
const TAKEN_OUT: ReadonlySet<ComponentKey> = new Set<ComponentKey>([
  "lactose",
  "milk protein",
  "egg",
  "soy",
  "peanut",
  "tree nuts",
  "fish and shellfish",
  "sesame",
  "caffeine",
]);

/** Reads a free-typed food name into the table: what food it is, its groups and components. */
export function readFood(name: string): FoodReading {
  const trimmed = name.trim();
  const words = mendAll(tokens(trimmed.slice(0, 200)));
  const named: Named[] = [];
  const removed = new Set<ComponentKey>();
  const added = new Set<ComponentKey>();
  const freeWords: string[] = [];
  let without = false;
  let part = 0;
  let whole = true;
  let i = 0;
  while (i < words.length) {
    const word = words[i] as string;
    const next = words[i + 1];
    const phrase = (PHRASES.get(word) ?? []).find((p) =>
      p.words.every((w, k) => words[i + k] === w),
    );
    const free = FREE_OF[word];
    if (free && next === "free" && (!phrase || phrase.words.length < 2)) {
      for (const c of free) removed.add(c);
      if (SWEETENED_BY.has(word)) added.add("sweeteners");
      freeWords.push(`${word} free`);
      i += 2;
      continue;
    }
    // "cheese-free pizza": a food named before "free" is taken out as "no cheese" is.
    if (!free && phrase && words[i + phrase.words.length] === "free") {
      for (const c of phrase.row.components) if (TAKEN_OUT.has(c)) removed.add(c);
      if (phrase.row.components.includes("dairy"))
        for (const c of FREE_OF.dairy ?? []) removed.add(c);
      freeWords.push(`no ${phrase.row.key}`);
      i += phrase.words.length + 1;
      continue;
    }
    if ((word === "no" || word === "without") && next !== undefined) {
      const what = FREE_OF[next];
      if (what) {
        for (const c of what) removed.add(c);
        if (SWEETENED_BY.has(next)) added.add("sweeteners");
        freeWords.push(`${next} free`);
        i += 2;
        continue;
      }
      without = true;
      i += 1;
      continue;
    }
    if (phrase) {
      if (without) {
        for (const c of phrase.row.components) if (TAKEN_OUT.has(c)) removed.add(c);
        if (phrase.row.components.includes("dairy"))
          for (const c of FREE_OF.dairy ?? []) removed.add(c);
        freeWords.push(`no ${phrase.row.key}`);
      } else {
        const alone = phrase.words.length === 1 && UNSURE_WORDS[word] ? word : undefined;
        named.push({ row: phrase.row, at: i, end: i + phrase.words.length, part, unsure: alone });
      }
      without = false;
      i += phrase.words.length;
      continue;
    }
    without = false;
    if (word === JOIN) part += 1;
    const freeWord = FREE_WORDS[word];
    if (freeWord) {
      for (const c of freeWord) removed.add(c);
      freeWords.push(word);
    } else if (DIET_WORDS.has(word)) {
      removed.add("fructose");
      added.add("sweeteners");
      freeWords.push("diet");
    } else if (ADDS[word]) {
      for (const c of ADDS[word] ?? []) added.add(c);
    } else if (!FILLERS.has(word)) {
      whole = false;
    }
    i += 1;
  }
  const { told, ask } = tellApart(named);
  const read = reading(trimmed, told, removed, added, freeWords, whole);
  if (ask === null) return read;
  const have = new Set(read.components);
  const uncertain = [
    ...new Set(ask.choices.flatMap((choice) => readFood(choice).components)),
  ].filter((c) => !have.has(c));
  return { ...read, ask, uncertain };
}

/**
 * An unsure word read by the other foods named with it ("tortilla con frijoles" is the
 * flatbread, "tortilla con cebolla" the omelette); when they tell it is one food, that food;
 * otherwise the table's food stays, with the question still open.
 */
function tellApart(named: readonly Named[]): { told: Named[]; ask: FoodQuestion | null } {
  const unsure = named.find((n) => n.unsure !== undefined);
  const word = unsure?.unsure;
  const rule = word === undefined ? undefined : UNSURE_WORDS[word];
  if (!unsure || !word || !rule) return { told: [...named], ask: null };
  let choices = rule.choices;
  for (const other of named) {
    const narrowed = rule.told[other.row.key];
    if (other !== unsure && narrowed) choices = choices.filter((c) => narrowed.includes(c));
  }
  if (choices.length === 0) choices = rule.choices;
  if (choices.length > 1) return { told: [...named], ask: { word, choices } };
  const food = readFood(choices[0] as string).foods[0];
  const row = food === undefined ? undefined : ROW_BY_KEY.get(food);
  if (!row) return { told: [...named], ask: { word, choices } };
  return {
    told: named.map((n) => (n === unsure ? { ...n, row, unsure: undefined } : n)),
    ask: null,
  };
}

function reading(
  name: string,
  named: readonly Named[],
  removed: ReadonlySet<ComponentKey>,
  added: ReadonlySet<ComponentKey>,
  freeWords: readonly string[],
  whole: boolean,
): FoodReading {
  const rows: FoodRow[] = [];
  for (const n of named) if (!rows.includes(n.row)) rows.push(n.row);
  if (rows.length === 0) {
    return {
      name,
      key: null,
      foods: [],
      hides: [],
      traces: [],
      components: [],
      groups: [],
      whole: false,
      drink: false,
      water: false,
      freeOf: false,
      ask: null,
      uncertain: [],
    };
  }
  const components = new Set<ComponentKey>();
  named.forEach((n, index) => {
    const following = named[index + 1];
    // "chocolate milk": the chocolate flavours the milk right after it.
    const flavours = n.row.flavour !== null && following !== undefined && following.at === n.end;
    for (const c of flavours ? (n.row.flavour ?? []) : n.row.components) components.add(c);
  });
  for (const c of added) components.add(c);
  for (const c of removed) components.delete(c);
  const finalComponents = withDairy([...components]);
  const hides = [...new Set(rows.flatMap((row) => row.hides))].filter(
    (h) => !rows.some((row) => row.key === h) && !freeWords.includes(`no ${h}`),
  );
  // A trace is gone when a "-free" word took out what it brings ("egg-free muffin").
  const traces = [...new Set(rows.flatMap((row) => row.traces))].filter(
    (t) =>
      !rows.some((row) => row.key === t) &&
      !hides.includes(t) &&
      (ROW_BY_KEY.get(t)?.components ?? [])
        .filter((c) => TAKEN_OUT.has(c))
        .every((c) => finalComponents.includes(c)),
  );
  // SPEC 3's sandwich rule: a meat or cheese filling names the group, any other the bread's.
  const carrier = rows.find((row) => row.filling);
  const fillings = rows.filter(
    (row) => !row.filling && (row.groups[0] === "Protein" || row.groups[0] === "Dairy"),
  );
  // English names the thing last ("cheese pizza"), and first when it is "toast with butter".
  const firstPart = named.filter((n) => n.part === (named[0] as Named).part);
  const head = (firstPart[firstPart.length - 1] as Named).row;
  const order =
    carrier && fillings.length > 0
      ? [...fillings, carrier]
      : [head, ...rows.filter((row) => row !== head)];
  const groups = [...new Set(order.flatMap((row) => row.groups))];
  const drink = rows.some((row) => row.drink);
  const water = rows.every((row) => row.water);
  return {
    name,
    key: [...freeWords, ...rows.map((row) => row.key)].join(" "),
    foods: rows.map((row) => row.key),
    hides,
    traces,
    components: finalComponents,
    groups,
    whole,
    drink,
    water,
    freeOf: freeWords.length > 0,
    ask: null,
    uncertain: [],
  };
}
