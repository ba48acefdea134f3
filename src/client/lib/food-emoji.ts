import { foodGroupByKey } from "../../domain/food-groups";
import { groupOfFood, normaliseFoodName } from "../../domain/food-lookup";
import { foodRow, readFoodCached } from "../../domain/foods";

// The one map of food pictures, for every screen that shows a food. A food with a picture of
// its own shows it (an apple is an apple, not the group's broccoli); any other food shows its
// group's emoji. Only emoji of Unicode 13 or older: phones a few years old draw them.
const FOOD_EMOJI: Readonly<Record<string, string>> = {
  // Breakfast and dairy
  milk: "🥛",
  milkshake: "🥤",
  cheese: "🧀",
  yogurt: "🥣",
  yoghurt: "🥣",
  cereal: "🥣",
  porridge: "🥣",
  oats: "🥣",
  muesli: "🥣",
  custard: "🍮",
  egg: "🥚",
  toast: "🍞",
  bread: "🍞",
  bagel: "🥯",
  croissant: "🥐",
  pancakes: "🥞",
  waffles: "🧇",
  butter: "🧈",
  // Lunch and dinner
  sandwich: "🥪",
  wrap: "🌯",
  tortilla: "🫓",
  rice: "🍚",
  "fried rice": "🍛",
  curry: "🍛",
  pasta: "🍝",
  spaghetti: "🍝",
  noodles: "🍜",
  soup: "🍲",
  "stir fry": "🥘",
  dumplings: "🥟",
  sushi: "🍣",
  pizza: "🍕",
  "hot dog": "🌭",
  hamburger: "🍔",
  burger: "🍔",
  chicken: "🍗",
  "chicken nuggets": "🍗",
  beef: "🥩",
  steak: "🥩",
  lamb: "🥩",
  pork: "🥩",
  ham: "🍖",
  bacon: "🥓",
  fish: "🐟",
  "fish fingers": "🐟",
  salmon: "🐟",
  tuna: "🐟",
  prawns: "🍤",
  falafel: "🧆",
  "peanut butter": "🥜",
  nuts: "🥜",
  peanuts: "🥜",
  almonds: "🥜",
  "olive oil": "🫒",
  olives: "🫒",
  // Fruit and vegetables
  apple: "🍎",
  pear: "🍐",
  banana: "🍌",
  orange: "🍊",
  mandarin: "🍊",
  lemon: "🍋",
  grapes: "🍇",
  strawberries: "🍓",
  blueberries: "🫐",
  cherries: "🍒",
  watermelon: "🍉",
  melon: "🍈",
  mango: "🥭",
  peach: "🍑",
  pineapple: "🍍",
  kiwi: "🥝",
  coconut: "🥥",
  avocado: "🥑",
  tomato: "🍅",
  carrot: "🥕",
  broccoli: "🥦",
  corn: "🌽",
  potato: "🥔",
  "mashed potato": "🥔",
  "sweet potato": "🍠",
  cucumber: "🥒",
  lettuce: "🥬",
  spinach: "🥬",
  salad: "🥗",
  capsicum: "🫑",
  "bell pepper": "🫑",
  mushrooms: "🍄",
  eggplant: "🍆",
  garlic: "🧄",
  onion: "🧅",
  // Treats and drinks
  cake: "🍰",
  cheesecake: "🍰",
  cupcake: "🧁",
  "apple pie": "🥧",
  pie: "🥧",
  donut: "🍩",
  biscuits: "🍪",
  cookie: "🍪",
  chocolate: "🍫",
  lollies: "🍬",
  candy: "🍬",
  "ice cream": "🍦",
  popcorn: "🍿",
  "rice cakes": "🍘",
  chips: "🍟",
  fries: "🍟",
  juice: "🧃",
  "soft drink": "🥤",
  water: "💧",
};

// Children type plurals and singulars freely: "apples" and "strawberry" find their pictures.
function pictureOf(name: string): string | undefined {
  const candidates = [name];
  if (name.endsWith("ies")) candidates.push(`${name.slice(0, -3)}y`);
  if (name.endsWith("es")) candidates.push(name.slice(0, -2));
  if (name.endsWith("s")) candidates.push(name.slice(0, -1));
  else candidates.push(`${name}s`, name.endsWith("y") ? `${name.slice(0, -1)}ies` : `${name}es`);
  for (const candidate of candidates) {
    const emoji = FOOD_EMOJI[candidate];
    if (emoji) return emoji;
  }
  return undefined;
}

/**
 * The picture of a food: its own emoji when the map knows it, else the picture of the last food
 * named in it (a "ham sandwich" is a sandwich, "apple juice" is juice, "banana bread" is bread),
 * else its food group's emoji. A pattern's foods eaten together ("milk or cereal") show the first.
 * A name the map does not know whole is read by the food reader first (ADR 072), so a food named
 * in Spanish shows the picture of the same food in English: "leche" is milk, "plátano" a banana, "leche con
 * chocolate" chocolate milk; a name the reader cannot read is looked up as it was written.
 */
export function foodEmoji(food: string): string {
  const typed = leadingPicture(food);
  if (typed) return typed.picture;
  const name = normaliseFoodName(food).split(" or ")[0] ?? "";
  const read = tableName(name);
  return (
    pictureOf(name) ??
    (read === undefined ? undefined : pictureInName(read)) ??
    pictureInName(name) ??
    foodGroupByKey(groupOfFood(name)).emoji
  );
}

/**
 * A name in the food table's own words, as the food reader reads it: "vaso de leche" is "milk",
 * "jugo de naranja" "juice". A sandwich or a wrap is the thing on the plate, whatever its filling
 * ("sándwich de jamón y queso" is a sandwich). Undefined when the reader knows no food in it.
 */
function tableName(name: string): string | undefined {
  const reading = readFoodCached(name);
  if (reading.key === null) return undefined;
  return reading.foods.find((key) => foodRow(key)?.filling) ?? reading.key;
}

/** The picture of the longest phrase of a name, the later it ends the better. */
function pictureInName(name: string): string | undefined {
  const words = name.split(" ");
  // Longest phrase first, and the later a phrase ends the better: English names the thing last.
  for (let end = words.length; end > 0; end--) {
    for (let start = 0; start < end; start++) {
      const emoji = pictureOf(words.slice(start, end).join(" "));
      if (emoji) return emoji;
    }
  }
  return undefined;
}

// An emoji typed (or recognised) in front of a name: "🍓 strawberries".
const LEADING_PICTURE =
  /^\s*(\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*)\s*(.*)$/su;

function leadingPicture(food: string): { picture: string; name: string } | undefined {
  const match = LEADING_PICTURE.exec(food);
  const picture = match?.[1];
  const name = match?.[2]?.trim();
  return picture && name ? { picture, name } : undefined;
}

/**
 * A food's name as shown beside its picture: without an emoji the child typed in front of it,
 * which foodEmoji() already shows ("🍓 strawberries" reads 🍓 strawberries, not 🍓 🍓 strawberries).
 */
export function foodName(food: string): string {
  return leadingPicture(food)?.name ?? food;
}
