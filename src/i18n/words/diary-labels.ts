import { drinkTypeOf, hasOwnDrinkName } from "../../domain/hydration";
import type { MessageKey, Translate } from "../translate";

/**
 * The words of the diary's stored codes (feelings, moods, bathroom events, the children's stool
 * types, meal types, reporters, quick "when" answers, drink types and amounts), for the child's
 * screens and any report that words them in a language (ADR 071). The domain keeps the codes;
 * an unknown code is shown as stored rather than hidden.
 */

function wordOf(t: Translate, keys: Readonly<Record<string, MessageKey>>, code: string): string {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? t(key) : code;
}

const FEELING_KEYS: Record<string, MessageKey> = {
  happy: "feelings.feelingHappy",
  uncomfortable: "feelings.feelingUncomfortable",
  ouchy: "feelings.feelingOuchy",
};
/** "Happy", "Okay", "Ouchy" for a stored feeling. */
export const feelingWord = (t: Translate, stored: string) => wordOf(t, FEELING_KEYS, stored);

const AVERAGE_KEYS: Record<string, MessageKey> = {
  Great: "feelings.averageGreat",
  Okay: "feelings.averageOkay",
  "Could be better": "feelings.averageCouldBeBetter",
};
/** The label of an average feeling (averageFeelingLabel's English label) in words. */
export const averageFeelingWord = (t: Translate, label: string) => wordOf(t, AVERAGE_KEYS, label);

const TWO_CHOICE_KEYS: Record<string, MessageKey> = {
  "tummy-ok": "feelings.twoChoiceOk",
  "tummy-hurts": "feelings.twoChoiceHurts",
};
/** "Tummy OK" / "Tummy hurts", the two answers of a child under 8. */
export const twoChoiceWord = (t: Translate, value: string) => wordOf(t, TWO_CHOICE_KEYS, value);

const MOOD_KEYS: Record<string, MessageKey> = {
  bunny: "feelings.moodBunny",
  turtle: "feelings.moodTurtle",
  bear: "feelings.moodBear",
};
const MOOD_MEANING_KEYS: Record<string, MessageKey> = {
  bunny: "feelings.moodBunnyMeaning",
  turtle: "feelings.moodTurtleMeaning",
  bear: "feelings.moodBearMeaning",
};
/** "Bunny", "Turtle", "Bear". */
export const moodWord = (t: Translate, value: string) => wordOf(t, MOOD_KEYS, value);
/** "Happy and energetic", "Slow or tired", "Grumpy". */
export const moodMeaningWord = (t: Translate, value: string) => wordOf(t, MOOD_MEANING_KEYS, value);

const BATHROOM_KEYS: Record<string, MessageKey> = {
  "tough to go": "feelings.bathroomToughToGo",
  "just right": "feelings.bathroomJustRight",
  "soft and easy": "feelings.bathroomSoftAndEasy",
  "runny tummy": "feelings.bathroomRunnyTummy",
  "super runny": "feelings.bathroomSuperRunny",
};
/** "Tough to Go" … "Super Runny" for a stored bathroom event. */
export const bathroomWord = (t: Translate, stored: string) => wordOf(t, BATHROOM_KEYS, stored);

const STOOL_TYPE_KEYS: Record<string, MessageKey> = {
  "1": "feelings.stoolType1",
  "2": "feelings.stoolType2",
  "3": "feelings.stoolType3",
  "4": "feelings.stoolType4",
  "5": "feelings.stoolType5",
};
/** The words beside a picture of the children's stool scale: "Hard lumps" … "Watery". */
export const childStoolWord = (t: Translate, type: number) =>
  wordOf(t, STOOL_TYPE_KEYS, String(type));

const MEAL_TYPE_KEYS: Record<string, MessageKey> = {
  breakfast: "feelings.mealBreakfast",
  "morning snack": "feelings.mealMorningSnack",
  lunch: "feelings.mealLunch",
  "afternoon tea": "feelings.mealAfternoonTea",
  dinner: "feelings.mealDinner",
  "late snack": "feelings.mealLateSnack",
};
/** "Breakfast" … "Late Snack" for a stored meal type. */
export const mealTypeWord = (t: Translate, stored: string) => wordOf(t, MEAL_TYPE_KEYS, stored);

const REPORTER_KEYS: Record<string, MessageKey> = {
  child: "feelings.reporterChild",
  parent: "feelings.reporterParent",
  carer: "feelings.reporterCarer",
};
/** Who is telling, in the form's words: "Me", "A parent", "Another grown-up". */
export const reporterWord = (t: Translate, value: string) => wordOf(t, REPORTER_KEYS, value);

const WHEN_KEYS: Record<string, MessageKey> = {
  now: "feelings.whenNow",
  "30": "feelings.when30",
  "60": "feelings.when60",
  "120": "feelings.when120",
  earlier: "feelings.whenEarlier",
};
/** The quick answers to "When?" of a tummy check. */
export const whenWord = (t: Translate, value: string) => wordOf(t, WHEN_KEYS, value);

const WAKE_KEYS: Record<string, MessageKey> = {
  now: "feelings.wakeNow",
  "30": "feelings.when30",
  "60": "feelings.when60",
  "120": "feelings.when120",
  time: "feelings.wakeTime",
};
/** The quick answers to "When did you wake up?". */
export const wakeWord = (t: Translate, value: string) => wordOf(t, WAKE_KEYS, value);

const DAY_KEYS: Record<string, MessageKey> = {
  today: "feelings.dayToday",
  yesterday: "feelings.dayYesterday",
};
/** "Today" / "Yesterday" of an earlier time. */
export const earlierDayWord = (t: Translate, value: string) => wordOf(t, DAY_KEYS, value);

const DRINK_KEYS: Record<string, MessageKey> = {
  water: "feelings.drinkWater",
  milk: "feelings.drinkMilk",
  juice: "feelings.drinkJuice",
  soft_drink: "feelings.drinkSoftDrink",
  other: "feelings.drinkOther",
};
/** "Water" … "Other" for a stored drink type. */
export const drinkTypeWord = (t: Translate, value: string) => wordOf(t, DRINK_KEYS, value);

const AMOUNT_KEYS: Record<string, MessageKey> = {
  "150": "feelings.amountSmallCup",
  "240": "feelings.amountCup",
  "350": "feelings.amountBigGlass",
  "500": "feelings.amountBottle",
  "750": "feelings.amountBigBottle",
};
/** "Small cup" … "Big bottle" for one of the five amounts in ml; other amounts: none. */
export function amountWord(t: Translate, ml: number): string | null {
  const key = AMOUNT_KEYS[String(ml)];
  return key ? t(key) : null;
}

const FOOD_KEYS: Record<string, MessageKey> = {
  toast: "feelings.foodToast",
  banana: "feelings.foodBanana",
  apple: "feelings.foodApple",
  milk: "feelings.foodMilk",
  cereal: "feelings.foodCereal",
  sandwich: "feelings.foodSandwich",
  yogurt: "feelings.foodYogurt",
  pasta: "feelings.foodPasta",
  rice: "feelings.foodRice",
  carrot: "feelings.foodCarrot",
};
/**
 * A quick-add food in the child's language: the common defaults are offered in it, so the food
 * the child logs is the word they read; their own foods stay as they typed them.
 */
export const quickAddFoodWord = (t: Translate, food: string) => wordOf(t, FOOD_KEYS, food);

/** Quick-add foods in the child's language, each once (a child's "leche" and the default milk). */
export function quickAddFoodsWorded(t: Translate, foods: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const food of foods) {
    const worded = quickAddFoodWord(t, food);
    const key = worded.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(worded);
  }
  return out;
}

/**
 * A drink's name in a report: the family's own as typed; a drink logged without one (stored with
 * its type's English label) is its type's word in the reader's language ("Agua").
 */
export function drinkNameWord(
  t: Translate,
  drink: { drinkName: string; drinkType: string },
): string {
  return hasOwnDrinkName(drink)
    ? drink.drinkName
    : drinkTypeWord(t, drinkTypeOf(drink.drinkType).value);
}
