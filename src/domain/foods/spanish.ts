/**
 * Spanish food names, read into the food table's English words before the table reads them
 * (ADR 072). A child in Mexico, Spain or Argentina types "un vaso de leche", "leche con
 * cereales", "huevos revueltos", "pizza de queso", "tortilla de patatas": this file turns them
 * into "milk glass", "milk with cereal", "scrambled eggs", "cheese pizza" and "spanish
 * omelette", so the table, its components, the engine and the cases read them as the English
 * names. The table stays one table, in English.
 *
 * Three steps, on the folded words (lower case, no accents: foldFoodName):
 * 1. Dishes by their whole Spanish name (SPANISH_DISHES, longest first): where the words alone
 *    would read wrong ("arroz con leche" is rice pudding, "leche de coco" coconut milk, "leche
 *    sin lactosa" lactose-free milk, "tortilla de patatas" the Spanish omelette).
 * 2. Word by word (SPANISH_WORDS), singular or plural ("huevo"/"huevos", "cereal"/"cereales",
 *    "nuez"/"nueces"); "con" is "with", "y" "and", "sin" "without"; articles are dropped.
 * 3. "A de B" is "B A", the English order ("leche de avena" is oat milk, "jugo de naranja"
 *    orange juice, "vaso de leche" a milk glass, "vaso de leche de avena" an oat milk glass).
 *
 * Spanish words are only Spanish words: none of them changes an English name's reading but
 * those that were unread before ("flan"), and English and Spanish may be mixed ("leche and
 * cookies"). A misspelt Spanish word is mended towards the nearest word here (`mendSpanish`)
 * when no English word is near it.
 */

// biome-ignore format: one English reading per line, then the Spanish names it is read from
const SPANISH_DISHES_TEXT = `
lactose free milk = leche sin lactosa, leche deslactosada, leche deslactosado, leche libre de lactosa, leche lactose free, leche zero lactosa
lactose free yogurt = yogur sin lactosa, yogur deslactosado
coconut milk = leche de coco
coconut drink = bebida de coco
coconut yogurt = yogur de coco
coconut = coco rallado
chocolate milk = leche con chocolate, leche chocolatada, leche de chocolate, cola cao, leche con cola cao, leche con nesquik, choco milk, leche con cocoa, leche con cacao
hot chocolate = chocolate caliente, chocolate a la taza, taza de chocolate, chocolate con leche caliente
milk chocolate = chocolate con leche
strawberry milk = leche de fresa, leche con fresa, leche sabor fresa
formula = leche de formula, leche en formula, formula infantil, leche infantil
latte = cafe con leche, cafe cortado, cortado, capuchino
rice pudding = arroz con leche
dulce de leche = dulce de leche, cajeta, arequipe, manjar blanco
spanish omelette and potato = tortilla de patata, tortilla de papa, tortilla espanola, tortilla de patatas con cebolla, tortilla de patata con cebolla
omelette = tortilla de huevo, tortilla francesa
corn tortilla = tortilla de maiz, tortilla maicera, taco de maiz
corn tortilla and cheese = quesadilla de maiz
flour tortilla = tortilla de harina, tortilla de trigo
corn chips = totopo, tostitos
scrambled eggs = huevo revuelto, huevos a la mexicana, perico
hard boiled egg = huevo duro, huevo cocido
fried egg = huevo frito, huevo estrellado
egg and corn tortilla and salsa = huevos rancheros, huevo ranchero
toast = pan tostado, pan tostada
bread = pan de molde, pan de caja, pan bimbo, pan blanco, pan frances, pan de barra
wholemeal bread = pan integral
bread roll = bolillo, telera, pan de hamburguesa
pastry = pan dulce, concha, bollo, bolleria, napolitana, ensaimada
garlic bread = pan de ajo, pan con ajo
cornflakes = hojuela de maiz, copo de maiz
frosties = zucarita
coco pops = choco krispis, chocokrispis
fried rice = arroz frito, arroz chino, chaufa, arroz chaufa
rice and seafood = paella, paella de marisco
fried chicken = pollo frito, pollo empanizado, pollo rebozado
chicken nuggets = nugget de pollo, dedito de pollo, palito de pollo
chicken breast = pechuga de pollo, pechuga
chicken wing = alita de pollo, alita
schnitzel = milanesa, milanesa de res, milanesa de pollo, escalope, filete empanizado
fish fingers = palito de pescado, dedito de pescado, barrita de pescado, varita de pescado
mince = carne molida, carne picada
beef = carne de res, carne de vaca, carne asada, bistec, bisteck, filete de res
hot dog = perrito caliente, perro caliente, pancho, jocho
mashed potato = pure de papa, pure de patata
chips = papa frita, patata frita, papas a la francesa, papa a la francesa
crisps = papita frita, patata de bolsa, papa de bolsa, papita, sabritas
sweet potato = camote, batata, boniato
refried beans = frijol refrito
mineral water = agua mineral, agua con gas, agua sin gas, agua natural, agua embotellada
juice = agua fresca, agua de sabor, nectar, jugo natural, zumo natural
iced tea = te helado, te frio
green tea = te verde
herbal tea = te de manzanilla, manzanilla, te de hierbas, infusion
energy drink = bebida energetica
sports drink = bebida deportiva, bebida isotonica, isotonica, suero oral
soft drink = refresco, gaseosa
diet coke = coca light, coca cola light, refresco light, refresco de dieta, refresco sin azucar
coke zero = coca zero, coca cola zero
ice block = paleta helada, paleta de hielo, polo de hielo, raspado, granizado, granizada
frozen yogurt = yogur helado
ice cream = helado, nieve, barquillo de helado, cono de helado
cream cheese = queso crema, queso de untar, queso untable, requeson, queso cottage
cheese pizza = pizza de queso, pizza con queso
mac and cheese = macarron con queso, codito con queso
peanut butter = crema de cacahuate, crema de cacahuete, crema de mani, mantequilla de mani, mantequilla de cacahuate, mantequilla de cacahuete
chocolate spread = crema de chocolate, crema de cacao
tomato sauce = salsa de tomate, catsup, tomate frito
hot sauce = salsa picante, chile, salsa valentina, valentina, chamoy
mayonnaise = mayonesa, mahonesa
salad = ensalada, ensalada mixta, ensalada verde
green beans = ejote, judia verde, vainita
birthday cake = pastel de cumpleanos, tarta de cumpleanos
cheesecake = pay de queso, tarta de queso
apple pie = pay de manzana, tarta de manzana
biscuits = galleta maria
crackers = galleta salada, galleta de soda, saladita
pancakes = hot cake, panqueque, tortita, crepa
`;

// biome-ignore format: one English word or name per line, then the Spanish words read as it
const SPANISH_WORDS_TEXT = `
milk = leche, lechita
cheese = queso, quesito, quesillo, mozarela, mozzarela, manchego, oaxaca
yogurt = yogur, yogurth, yogourt, yoghourt, danonino, danone, petit suisse, yakult
cream = crema, nata
butter = mantequilla
margarine = margarina
custard = natilla, natillas, flan
pudding = pudin, budin
milkshake = batido, malteada, licuado de chocolate
smoothie = licuado
egg = huevo, huevito, clara, yema
bread = pan, panecillo, baguete, chapata
toast = tostada
sandwich = sanwich, sandwichito, sanguche, sanduche, emparedado, bocadillo, bocata
quesadilla = quesadilla, sincronizada, gringa
wrap = burrita
cereal = cereal, cereales
oat = avena
pasta = fideo, fideos, macarron, macarrones, codito, coditos, tallarin, tallarines
spaghetti = espagueti, espaguetis, espagetti, espaguetti, spagueti, spaguetti
lasagne = lasana
ravioli = raviol, ravioles
noodles = maruchan, sopa instantanea
rice = arroz
chicken = pollo, pollito
meat = carne, fiambre
beef = res, ternera
pork = cerdo, puerco, chuleta, carnitas
ham = jamon, jamoncito
bacon = tocino, tocineta, beicon
sausage = salchicha, salchichon
turkey = pavo
lamb = cordero
meatballs = albondiga, albondigas
burger = hamburguesa, hamburguesita
meat pie = empanada, empanadita
fish = pescado, merluza
tuna = atun
sardines = sardina
prawns = camaron, gamba, langostino, marisco, mariscos, calamar, pulpo, mejillon, almeja
beans = frijol, frejol, poroto, alubia, judia, habichuela
lentils = lenteja
soup = sopa, caldo, consome, crema de verdura, pozole
stew = guiso, estofado, puchero
potato = papas, patata
apple = manzana, manzanita
banana = platano, banano, guineo, cambur
orange = naranja
mandarin = mandarina
grapes = uva
strawberries = fresa, frutilla
blueberries = arandano
raspberries = frambuesa
blackberries = mora, zarzamora
watermelon = sandia
melon = melon
peach = durazno, melocoton
plum = ciruela
pear = pera
pineapple = pina
lemon = limon, lima
cherries = cereza
figs = higo, datil
sultanas = pasa, pasita
fruit = fruta, frutita, fruta picada, macedonia, compota
avocado = aguacate, palta
carrot = zanahoria
cauliflower = coliflor
peas = guisante, chicharo, arveja
corn = elote, choclo, maiz, mazorca
spinach = espinaca, acelga
lettuce = lechuga
cucumber = pepino
tomato = tomate, jitomate
capsicum = pimiento, morron
zucchini = calabacin, calabacita, zapallito
mushrooms = champinon, hongo, seta
eggplant = berenjena
celery = apio
onion = cebolla, cebollita, puerro
garlic = ajo
cabbage = repollo
asparagus = esparrago
beetroot = remolacha, betabel
pumpkin = calabaza, zapallo
vegetables = verdura, vegetal, vegetales, verduras
olives = aceituna
olive = oliva
oil = aceite
nuts = nuez, nueces, anacardo, pistache, pistacho, avellana
peanuts = cacahuate, cacahuete, mani
seeds = semilla, pipa, pepita
sesame = ajonjoli, sesamo
nutella = nocilla
jam = mermelada, confitura
honey = miel
syrup = jarabe, sirope, almibar
chocolate = chocolatina, chocolatito, cacao
lollies = dulce, golosina, caramelo, chuche, chuches, gomita, gominola, paleta, piruleta, chupeta, chupetin, bombon, malvavisco, bombones, algodon de azucar
gum = chicle
cake = pastel, tarta, bizcocho, queque, ponque, pastelito, panque
muffin = magdalena, mantecada, panquecito
donut = dona, rosquilla, berlina
waffles = gofre, wafle
croissant = cuernito, medialuna, cruasan, croasan
biscuits = galleta, galletita, bizcochito
popcorn = palomitas, cotufas, pochoclo, canchita, palomita
jelly = gelatina
ice block = polo, paleta de agua
juice = jugo, zumo, juguito, jamaica, tamarindo
water = agua
tea = te
coffee = cafe
cola = coca
lemonade = limonada
soy = soja
almond = almendra
cow = vaca
birthday = cumpleanos
diet = dieta
sugar = azucar
lactose = lactosa
dairy = lacteo
caffeine = cafeina
fat = grasa
vegan = vegano, vegana
decaf = descafeinado, descafeinada
fried = frito, frita
crumbed = empanizado, empanizada, empanado
battered = rebozado, rebozada, capeado
spicy = picante, picoso, enchilado
creamy = cremoso, cremosa
glass = vaso, vasito
cup = taza, tacita
bowl = tazon, cuenco
plate = plato, platito
piece = pedazo, trozo, porcion, racion, pieza
slice = rebanada, rodaja, tajada, loncha, rebanadita, lonja
spoonful = cucharada, cucharadita
bottle = botella, botellita, biberon, mamila
can = lata
box = caja, cajita, brik, tetrabrik
bag = bolsa, bolsita
packet = paquete, paquetito, sobre
little = poco, poquito, pizca
small = pequeno, pequena, chico, chica, chiquito
big = grande, grandote
half = medio, media, mitad
more = mas
another = otro, otra
homemade = casero, casera, hecho en casa
fresh = fresco, fresca
plain = entero, entera, natural, solo, sola, simple, blanco, blanca, negro, negra, rojo, roja, verde, amarillo, amarilla, descremada, descremado, desnatada, desnatado, semidesnatada, semidescremada, griego, griega, rallado, rallada, integral
warm = tibio, tibia, templado, templada
hot = caliente
cold = frio, fria, fresquito
frozen = congelado, congelada
cooked = cocinado, cocinada, guisado, guisada
boiled = hervido, hervida, sancochado, cocido, cocida
steamed = vapor
baked = horneado, horneada, horno
roast = asado, asada, rostizado, rostizada
grilled = plancha, parrilla, a la plancha, a la parrilla
toasted = tostado
mashed = machacado, aplastado
puree = pure
yummy = rico, rica, delicioso, deliciosa, sabroso, sabrosa
breakfast = desayuno
lunch = almuerzo, comida
dinner = cena
snack = merienda, refrigerio, lonche, colacion, tentempie, onces
dessert = postre
drink = bebida
flavour = sabor
mum = mama, mami
dad = papi
grandma = abuela, abuelita, abue
school = escuela, colegio
`;

/** The mark "A de B" is read around (never a word a name can hold: folding keeps a-z0-9). */
const DE = "§de";

/** Spanish words that join or count, read only as typed (never as a plural). */
const SPANISH_FUNCTION_WORDS: Readonly<Record<string, string>> = {
  de: DE,
  del: DE,
  con: "with",
  y: "and",
  e: "and",
  sin: "without",
  el: "",
  la: "",
  los: "",
  las: "",
  un: "",
  una: "",
  unos: "",
  unas: "",
  uno: "",
  dos: "",
  tres: "",
  mi: "",
  mis: "",
  al: "",
  en: "",
  para: "",
  por: "",
  mucho: "",
  mucha: "",
  muchos: "",
  muchas: "",
  algo: "",
};

/** English words that end one side of "A de B". */
const BOUNDARIES: ReadonlySet<string> = new Set(["with", "and", "without", "no", "plus", DE]);

/** English words before which a Spanish-looking word is English ("pan fried", "pan pizza"). */
const ENGLISH_AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  pan: new Set(["fried", "pizza", "cake", "cakes", "seared"]),
};

interface SpanishLine {
  readonly english: string;
  readonly spanish: readonly string[];
}

function parseLines(text: string): SpanishLine[] {
  return text
    .split("\n")
    .filter((line) => line.includes("="))
    .map((line) => {
      const [english = "", spanish = ""] = line.split("=").map((cell) => cell.trim());
      return {
        english,
        spanish: spanish
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      };
    });
}

/** Single Spanish words and the English words they are read as. */
const WORDS = new Map<string, readonly string[]>();
/** Dishes (several Spanish words), by first word, longest first. */
const DISHES = new Map<
  string,
  { readonly words: readonly string[]; readonly english: readonly string[] }[]
>();
/** English words a Spanish descriptor was read as (moved after the food in "A de B"). */
const DESCRIPTOR_WORDS = new Set<string>();
/** The descriptors are the lines from this one on. */
const DESCRIPTOR_FROM = "glass";
(() => {
  let descriptors = false;
  for (const { english, spanish } of parseLines(SPANISH_WORDS_TEXT)) {
    if (english === DESCRIPTOR_FROM) descriptors = true;
    const out = english.split(" ");
    if (descriptors) for (const w of out) DESCRIPTOR_WORDS.add(w);
    for (const name of spanish) {
      const words = name.split(" ");
      if (words.length === 1) WORDS.set(name, out);
      else addDish(words, out);
    }
  }
  for (const { english, spanish } of parseLines(SPANISH_DISHES_TEXT)) {
    for (const name of spanish) addDish(name.split(" "), english.split(" "));
  }
  for (const list of DISHES.values()) list.sort((a, b) => b.words.length - a.words.length);
})();

function addDish(words: readonly string[], english: readonly string[]) {
  const first = words[0] as string;
  const list = DISHES.get(first) ?? [];
  list.push({ words, english });
  DISHES.set(first, list);
}

/** A typed Spanish word and its singulars: "huevos", "huevo"; "cereales", "cereal"; "nueces", "nuez". */
function forms(word: string): string[] {
  const out = [word];
  if (word.length < 3) return out;
  if (word.endsWith("ces")) out.push(`${word.slice(0, -3)}z`);
  if (word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.endsWith("s")) out.push(word.slice(0, -1));
  return out;
}

/** The first form of a typed word a list knows. */
function known<T>(word: string, map: ReadonlyMap<string, T>): T | undefined {
  for (const form of forms(word)) {
    const hit = map.get(form);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** Whether a typed word is a dish's word: function words as typed, others in any number. */
function sameWord(typed: string, listed: string): boolean {
  if (typed === listed) return true;
  if (listed in SPANISH_FUNCTION_WORDS) return false;
  const typedForms = forms(typed);
  return forms(listed).some((form) => typedForms.includes(form));
}

/**
 * Folded words (foldFoodName, split) with their Spanish read into the table's English words:
 * dishes by their whole name, then each word, then "A de B" as "B A". English words pass
 * through as typed.
 */
export function readSpanish(folded: readonly string[]): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < folded.length) {
    const word = folded[i] as string;
    const next = folded[i + 1];
    const candidates = forms(word).flatMap((form) => DISHES.get(form) ?? []);
    candidates.sort((a, b) => b.words.length - a.words.length);
    const dish = candidates.find((d) =>
      d.words.every((w, k) => {
        const typed = folded[i + k];
        return typed !== undefined && sameWord(typed, w);
      }),
    );
    if (dish) {
      // Word by word too, as the table's own names are: "coco pops" must meet "coco pops".
      for (const w of dish.english) words.push(...(known(w, WORDS) ?? [w]));
      i += dish.words.length;
      continue;
    }
    const fn = SPANISH_FUNCTION_WORDS[word];
    if (fn !== undefined) {
      if (fn !== "") words.push(fn);
      i += 1;
      continue;
    }
    const english = next !== undefined && ENGLISH_AFTER[word]?.has(next);
    const read = english ? undefined : known(word, WORDS);
    words.push(...(read ?? [word]));
    i += 1;
  }
  return words.includes(DE) ? reorder(words) : words;
}

/**
 * "A de B" as "B A", the rightmost first ("vaso de leche de avena": "oat milk glass"); each side
 * runs to the next join ("y", "con", "sin") or "de". B's descriptors go after A ("jugo de
 * naranja natural": "orange juice plain"). A "de" with nothing on one side is dropped.
 */
function reorder(input: readonly string[]): string[] {
  const words = [...input];
  for (let at = words.lastIndexOf(DE); at !== -1; at = words.lastIndexOf(DE)) {
    let from = at;
    while (from > 0 && !BOUNDARIES.has(words[from - 1] as string)) from -= 1;
    let to = at + 1;
    while (to < words.length && !BOUNDARIES.has(words[to] as string)) to += 1;
    const left = words.slice(from, at);
    const right = words.slice(at + 1, to);
    if (left.length === 0 || right.length === 0) {
      words.splice(at, 1);
      continue;
    }
    const food = right.filter((w) => !DESCRIPTOR_WORDS.has(w));
    const described = right.filter((w) => DESCRIPTOR_WORDS.has(w));
    words.splice(from, to - from, ...food, ...left, ...described);
  }
  return words;
}

/** Spanish food words typos are mended to (not the descriptors: not worth guessing at). */
const SPANISH_FOOD_WORDS: readonly string[] = [...WORDS.entries()]
  .filter(
    ([spanish, english]) => spanish.length >= 5 && !english.some((w) => DESCRIPTOR_WORDS.has(w)),
  )
  .map(([spanish]) => spanish);

/**
 * A misspelt Spanish food word ("lechee", "platno", "quezo") as the English words of the nearest
 * Spanish one, one slip away (two in long words); null when none is that near.
 */
export function mendSpanish(
  word: string,
  distance: (a: string, b: string, limit: number) => number,
): readonly string[] | null {
  // Four letters or fewer are too near English words ("papa's" is no "papas").
  if (word.length < 5) return null;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of SPANISH_FOOD_WORDS) {
    const d = distance(word, candidate, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? null : (WORDS.get(best) ?? null);
}

/** Every single Spanish word read here (for the table's own test). */
export function spanishWords(): string[] {
  return [...WORDS.keys()];
}
