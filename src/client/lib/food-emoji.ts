import { foodGroupByKey } from "../../domain/food-groups";
import { groupOfFood, normaliseFoodName } from "../../domain/food-lookup";

// The foods children log most, and the ten the on-device recogniser knows, get their own
// picture; any other food shows its group's emoji.
const FOOD_EMOJI: Record<string, string> = {
  milk: "🥛",
  cheese: "🧀",
  yogurt: "🥣",
  yoghurt: "🥣",
  cereal: "🥣",
  porridge: "🥣",
  egg: "🥚",
  eggs: "🥚",
  toast: "🍞",
  bread: "🍞",
  sandwich: "🥪",
  pancakes: "🥞",
  rice: "🍚",
  pasta: "🍝",
  spaghetti: "🍝",
  noodles: "🍜",
  pizza: "🍕",
  "hot dog": "🌭",
  hamburger: "🍔",
  chicken: "🍗",
  fish: "🐟",
  "peanut butter": "🥜",
  nuts: "🥜",
  avocado: "🥑",
  apple: "🍎",
  banana: "🍌",
  orange: "🍊",
  "orange juice": "🧃",
  juice: "🧃",
  "apple juice": "🧃",
  grapes: "🍇",
  strawberries: "🍓",
  watermelon: "🍉",
  carrot: "🥕",
  broccoli: "🥦",
  corn: "🌽",
  potato: "🥔",
  tomato: "🍅",
  cake: "🍰",
  donut: "🍩",
  chocolate: "🍫",
  "ice cream": "🍦",
  biscuits: "🍪",
  chips: "🍟",
};

/** The picture of a food: its own emoji when it has one, else its food group's. */
export function foodEmoji(food: string): string {
  const name = normaliseFoodName(food);
  return FOOD_EMOJI[name] ?? foodGroupByKey(groupOfFood(name)).emoji;
}
