import { type ComponentKey, isComponentKey } from "../../domain/foods/components";
import type { PatternExplanation } from "../../domain/patterns/explanation";
import type { DiscomfortKind } from "../../domain/patterns/types";
import { inClinicalWords } from "../../domain/vocabulary";
import type { MessageKey, Translate } from "../translate";

const HEADS = {
  ouchy: "patterns.headOuchy",
  uncomfortable: "patterns.headUncomfortable",
  runny: "patterns.headRunny",
  tough: "patterns.headTough",
  any: "patterns.headAny",
} as const satisfies Record<DiscomfortKind, MessageKey>;

const COMPONENTS = {
  dairy: "patterns.componentDairy",
  lactose: "patterns.componentLactose",
  "milk protein": "patterns.componentMilkProtein",
  wheat: "patterns.componentWheat",
  egg: "patterns.componentEgg",
  soy: "patterns.componentSoy",
  peanut: "patterns.componentPeanut",
  "tree nuts": "patterns.componentTreeNuts",
  "fish and shellfish": "patterns.componentFishAndShellfish",
  sesame: "patterns.componentSesame",
  fructose: "patterns.componentFructose",
  polyols: "patterns.componentPolyols",
  fructans: "patterns.componentFructans",
  GOS: "patterns.componentGos",
  "fatty food": "patterns.componentFattyFood",
  "spicy food": "patterns.componentSpicyFood",
  caffeine: "patterns.componentCaffeine",
  sweeteners: "patterns.componentSweeteners",
} as const satisfies Record<ComponentKey, MessageKey>;

/** The words of a pattern's food: a component ("dairy") in the reader's language, a food as typed. */
export function patternFoodWords(t: Translate, food: string): string {
  return isComponentKey(food) ? t(COMPONENTS[food]) : food;
}

/** "milk", "milk and cheese", "milk, cheese and pizza" in the reader's language. */
export function andList(t: Translate, words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  const before = words
    .slice(0, -1)
    .reduce((text, next) => t("patterns.commaJoin", { before: text, next }));
  return t("patterns.andJoin", { before, last: words[words.length - 1] });
}

/** "pancakes or maple syrup". */
export function orList(t: Translate, words: readonly string[]): string {
  return words.reduce((before, last) => t("patterns.orJoin", { before, last }));
}

/** Hours as a sentence shows them: whole, else to one decimal ("2.5"; "2,5" in Spanish). */
function hours(t: Translate, value: number): string {
  if (Number.isInteger(value)) return String(value);
  const [whole, tenth] = value.toFixed(1).split(".");
  return t("patterns.hoursTenths", { whole, tenth });
}

/**
 * The sentence a parent can check against the diary, e.g. "Pain (Ouchy) 5 of 6 times within 1 to
 * 4 hours after milk, against 1 of 9 times after other meals"; a drink is "after drinking milk",
 * a component names the foods it was seen in ("after dairy (milk, cheese and pizza)"), foods
 * eaten together "after pancakes or maple syrup (mostly eaten together)". Words stored before
 * facts come back as logged (older heads in the clinical vocabulary, as they always read).
 */
export function explanationWords(t: Translate, explanation: PatternExplanation): string {
  if (explanation.type === "asLogged") return inClinicalWords(explanation.text);
  const names = explanation.foods.map((food) => patternFoodWords(t, food));
  const grouped = names.length > 1;
  const item =
    explanation.drunk && !grouped ? t("patterns.foodDrunk", { food: names[0] }) : names[0];
  const food = grouped
    ? t("patterns.foodGrouped", { foods: orList(t, names), together: explanation.together })
    : explanation.members.length > 0
      ? t("patterns.foodSeenIn", { food: item, members: andList(t, explanation.members) })
      : item;
  return t("patterns.explanation", {
    head: t(HEADS[explanation.kind]),
    occurrences: String(explanation.occurrences),
    exposures: String(explanation.exposures),
    from: hours(t, explanation.windowHours.from),
    to: hours(t, explanation.windowHours.to),
    food,
    baselineReactions: String(explanation.baselineReactions),
    baselineMeals: String(explanation.baselineMeals),
  });
}

/**
 * A pattern's explanation as an API answer carries it: worded from its facts in the reader's
 * language, else the English words it came with (an older answer, or an API client's).
 */
export function patternExplanationWords(
  t: Translate,
  pattern: { readonly explanation: string; readonly explanationFacts?: PatternExplanation | null },
): string {
  return pattern.explanationFacts
    ? explanationWords(t, pattern.explanationFacts)
    : pattern.explanation;
}

/**
 * A pattern's food in the reader's language: a component ("dairy") translated, foods as the child
 * typed them, foods eaten together joined by the reader's "or" (reports and the clinic page).
 */
export function patternFoodOf(
  t: Translate,
  pattern: { readonly foodItem: string; readonly explanationFacts?: PatternExplanation | null },
): string {
  const facts = pattern.explanationFacts;
  if (facts?.type === "finding") {
    return orList(
      t,
      facts.foods.map((food) => patternFoodWords(t, food)),
    );
  }
  return patternFoodWords(t, pattern.foodItem);
}
