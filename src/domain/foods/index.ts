/**
 * What foods contain, read from what a child types. The API the rest of the app uses:
 *
 * - `readFood(name)`: the food a free-typed name names (`key`, one for every spelling), its
 *   food groups and components; `key` is null when nothing could be read.
 * - `foodContains(logged, suspect)`: whether a logged food or drink name contains a suspect,
 *   which is a component ("dairy") or a food ("milk": also in chocolate milk and milkshake,
 *   never in oat milk).
 * - `whereItHides(suspect)`: the common foods a suspect hides in, for a case plan's words.
 * - `isComponentKey`, `COMPONENT_KEYS`, `COMPONENT_NOTES`: the components themselves.
 */
export {
  COMPONENT_KEYS,
  COMPONENT_NOTES,
  type ComponentKey,
  isComponentKey,
} from "./components";
export {
  FOOD_ROWS,
  type FoodQuestion,
  type FoodReading,
  type FoodRow,
  foldFoodName,
  foodNameKey,
  foodRow,
  readFood,
} from "./read-food";
export {
  caseComponent,
  foodContains,
  howItHolds,
  isExposure,
  readFoodCached,
  whereItHides,
} from "./suspects";
