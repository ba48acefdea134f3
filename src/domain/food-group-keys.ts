/**
 * The food-group keys of SPEC 3, stored and exported exactly as written here. They live apart
 * from the groups' rules (food-groups.ts) so the food table and its reader can name a group
 * without importing the rules that read the table.
 */
export const FOOD_GROUP_KEYS = [
  "Protein",
  "Carbs",
  "Dairy",
  "Fruit & Veggies",
  "Healthy Fats",
  "Sometimes",
] as const;

/** A food-group key. */
export type FoodGroupKey = (typeof FOOD_GROUP_KEYS)[number];
