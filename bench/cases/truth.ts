// What each food the simulated children eat truly holds, for the trigger and for the family
// keeping a day free of it: written once from the food table as it stood before cases told a
// serving from a trace (and with substitutes holding nothing of what they replace), so that
// engines and later edits of the table are measured on the same children.
const HOLDS: Readonly<Record<string, readonly string[]>> = {
  "baked potato": ["potatoes"],
  beef: ["mince"],
  biscuits: ["dairy"],
  bread: ["pitta"],
  butter: ["dairy"],
  cake: ["dairy"],
  "carrot sticks": ["carrots"],
  carrots: ["carrot sticks"],
  cheese: ["dairy"],
  chocolate: ["dairy"],
  "chocolate milk": ["milk", "dairy"],
  "cocoa powder": ["milk", "dairy"],
  cream: ["dairy"],
  custard: ["milk", "dairy"],
  egg: ["eggs"],
  "egg-free muffin": ["dairy"],
  eggs: ["egg"],
  "ice cream": ["dairy"],
  juice: ["orange juice"],
  ketchup: ["tomato sauce"],
  "lactose-free milk": ["dairy"],
  milk: ["dairy"],
  mince: ["beef"],
  "orange juice": ["juice"],
  pancakes: ["dairy"],
  pitta: ["bread"],
  pizza: ["bread", "cheese", "pitta", "dairy"],
  potatoes: ["baked potato"],
  "rice pasta": ["rice"],
  smoothie: ["milk", "yogurt", "dairy"],
  toast: ["bread", "pitta"],
  "tomato sauce": ["ketchup"],
  waffles: ["dairy"],
  yogurt: ["dairy"],
};

/** Whether an eaten food (a menu name) holds another (a menu name, or "dairy"). */
export function truthHolds(eaten: string, food: string): boolean {
  return eaten === food || (HOLDS[eaten]?.includes(food) ?? false);
}
