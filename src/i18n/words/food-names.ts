import type { ContainerCode } from "../../contracts/photos";
import { foodRow } from "../../domain/foods";
import { isComponentKey } from "../../domain/foods/components";
import type { MessageKey, Translate } from "../translate";

/**
 * The words of the foods the app names itself (never those a child typed): the food reader's
 * keys ("chocolate milk", the hiding places of a case, the foods the photo lab spots) and the
 * components ("dairy"), from the `foodNames` namespace, keyed by the key itself. English reads
 * as the key.
 */

/** A key of the `foodNames` namespace: a food reader's key or a component. */
type FoodNameKey = Extract<MessageKey, `foodNames.${string}`>;

/** Whether a name is a key the catalogue words: one of the food table's keys, or a component. */
export function isFoodNameKey(name: string): boolean {
  return foodRow(name) !== undefined || isComponentKey(name);
}

/**
 * A food the app names (a food reader's key or a component) in the reader's language; any other
 * name (a child's own words, a name the table does not know) as it is.
 */
export function foodNameWords(t: Translate, key: string): string {
  // Every food table key and every component is in the catalogue (food-names.test.ts).
  return isFoodNameKey(key) ? t(`foodNames.${key}` as FoodNameKey) : key;
}

/**
 * A food a case is about: a component the family picked ("dairy") in the reader's language, a
 * food as the child typed it ("leche", "milk").
 */
export function caseFoodWords(t: Translate, food: string): string {
  return isComponentKey(food) ? t(`foodNames.${food}` as FoodNameKey) : food;
}

/** A food the photo lab spotted: its key in the reader's language, else its name as it came. */
export function photoFoodWords(
  t: Translate,
  food: { readonly name: string; readonly key: string | null },
): string {
  return food.key !== null && isFoodNameKey(food.key) ? foodNameWords(t, food.key) : food.name;
}

/**
 * The photo lab's foods in words, once each: a food the lab spotted and the same food remembered
 * in the child's words ("banana" and "plátano") are one, at the better confidence (the list
 * comes most confident first).
 */
export function photoFoodsWords<F extends { readonly name: string; readonly key: string | null }>(
  t: Translate,
  foods: readonly F[],
): (F & { name: string })[] {
  const seen = new Set<string>();
  return foods.flatMap((food) => {
    const name = photoFoodWords(t, food);
    const id = name.trim().toLowerCase();
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ ...food, name }];
  });
}

/** The lab's question about a container it cannot see into ("What's in the cup?"). */
export function containerQuestionWords(t: Translate, container: ContainerCode): string {
  return t("photoLab.containerQuestion", { container });
}
