/**
 * The food table: the foods children eat and log, each with its food groups (SPEC 3/9) and what
 * it contains (components.ts). Written as one line per food so a dietitian can read and correct
 * it:  key | other names | groups | components | foods it hides | flags
 *
 * - groups: P Protein, C Carbs, D Dairy, F Fruit & Veggies, H Healthy Fats, S Sometimes. The
 *   first counts the food's serve in the Daily Report; the Food Groups report lists the food
 *   under every one (a cheese pizza is bread dough and cheese).
 * - components: lac lactose, mp milk protein, wh wheat/gluten (wheat always brings fructans),
 *   egg, soy, pn peanut, tn tree nuts, fish fish/shellfish, ses sesame, fru excess fructose,
 *   pol polyols, fan fructans, gos galacto-oligosaccharides, fat high fat, spi spicy,
 *   caf caffeine, swe sweeteners. A usual recipe is assumed (a muffin has wheat, egg and milk).
 * - hides: other foods of the table it is made with, for a case's "where it hides" and for "did
 *   the child eat cheese" (a pizza hides cheese, a milkshake hides milk).
 * - flags: drink; filling (a sandwich-like carrier: its filling names its group, SPEC 3's
 *   sandwich rule); flavour=<codes> (what it brings when it only flavours another food:
 *   chocolate milk gets cocoa's caffeine, not milk chocolate's milk twice); trace=<foods> (foods
 *   of the table it is made with a little of, never a serving of them: a cake's egg and milk,
 *   egg pasta's egg). A food it "hides" is a serving of it: chocolate milk is a glass of milk,
 *   a cheese pizza a serving of cheese. Lactose-free milk hides no milk: it is what a family
 *   gives on a milk-free day.
 *
 * Sources, per group of rows (public references; the table simplifies them to yes/no):
 * - Which foods children log most, and their names: Australian Bureau of Statistics, Australian
 *   Health Survey: Nutrition First Results - Foods and Nutrients 2011-12 (4364.0.55.007), foods
 *   consumed by children 2-18; USDA What We Eat in America / NHANES 2017-2018 food categories for
 *   ages 2-19; UK National Diet and Nutrition Survey (NDNS) rolling programme years 9-11, foods
 *   eaten by children 1.5-18; the app's own quick-add, recognition and emoji vocabularies.
 * - Food groups: SPEC 3 and 9, after the Australian Guide to Healthy Eating (NHMRC 2013), whose
 *   "discretionary choices" are the Sometimes group.
 * - Dairy, wheat, egg, soy, peanut, tree nuts, fish/shellfish, sesame: ASCIA (Australasian
 *   Society of Clinical Immunology and Allergy) dietary avoidance sheets for food allergy
 *   (cow's milk, egg, wheat, soy, peanut and tree nut, fish and shellfish, sesame), 2019-2023;
 *   FSANZ Food Standards Code 1.2.3 (mandatory allergen declarations, plain English allergen
 *   labelling); EU Regulation 1169/2011 Annex II. Lactose content: Monash University FODMAP
 *   guide; lactose-free milk keeps milk protein (ASCIA cow's milk allergy sheet).
 * - Excess fructose, polyols, fructans, GOS: Monash University Low FODMAP Diet guide (2023);
 *   Varney J et al., "FODMAPs: food composition, defining cutoff values and international
 *   application", J Gastroenterol Hepatol 2017;32 Suppl 1:53-61; Gibson PR, Shepherd SJ,
 *   J Gastroenterol Hepatol 2010;25:252-8.
 * - High fat: FSANZ AUSNUT 2011-13 and USDA FoodData Central, foods over about 10 g fat per
 *   usual serve, and fried foods.
 * - Caffeine: FSANZ "Caffeine" (cola, energy drinks, tea, coffee, chocolate); USDA FoodData
 *   Central. Spicy: by recipe (chilli, hot sauce, curry, pepperoni).
 * - Sweeteners: FSANZ Standard 1.3.1 intense sweeteners and polyol sweeteners in "diet",
 *   "sugar-free" and "zero" drinks, lollies and gum.
 */
// biome-ignore format: one food per line
export const FOOD_TABLE_TEXT = `
milk | cow milk, cows milk, whole milk, full cream milk, skim milk, skimmed milk, semi skimmed milk, low fat milk, lite milk, light milk, trim milk, 2 percent milk, dairy milk, plain milk, regular milk, warm milk | D | lac mp | | drink
chocolate milk | choc milk, chocolate milk drink, milo, nesquik, chocolate flavoured milk | D S | lac mp caf | milk | drink
strawberry milk | strawberry flavoured milk, pink milk | D S | lac mp | milk | drink
flavoured milk | flavored milk, banana milk, iced coffee milk | D S | lac mp | milk | drink
milkshake | milk shake, shake, thickshake, thick shake | S D | lac mp fat | milk, ice cream | drink
smoothie | fruit smoothie, banana smoothie, berry smoothie | F D | lac mp fru | milk, yogurt | drink
hot chocolate | hot choc, hot cocoa, cocoa, drinking chocolate | S D | lac mp caf | milk | drink
milk tea | tea with milk, chai, chai latte, bubble tea, boba, boba tea | S D | lac mp caf | milk, tea | drink
latte | cafe latte, flat white, cappuccino, mocha | S D | lac mp caf | milk, coffee | drink
lactose free milk | zymil, lacto free milk | D | mp | | drink
oat milk | oatmilk, oat drink, oatly | D | | | drink
soy milk | soya milk, soymilk, soy drink, soya drink | D | soy gos | | drink
almond milk | almond drink, almondmilk | D | tn | | drink
rice milk | rice drink | D | | | drink
coconut milk | coconut drink | D | fat pol | | drink
formula | infant formula, toddler milk, toddler formula, baby formula | D | lac mp | | drink
yogurt | yoghurt, yogurt pouch, yoghurt pouch, fruit yogurt, greek yogurt, vanilla yogurt, strawberry yogurt, petit miam, yogurt tube, go gurt, gogurt, frubes, fromage frais | D | lac mp | |
kefir | | D | lac mp | | drink
dairy free yogurt | coconut yogurt, coconut yoghurt, soy yogurt, soy yoghurt, oat yogurt, almond yogurt, vegan yogurt | D | | |
dairy free custard | soy custard, oat custard, vegan custard | D | | |
cheese | cheddar, cheddar cheese, tasty cheese, mozzarella, parmesan, swiss cheese, edam, gouda, colby, cheese slice, string cheese, cheese stick, cheese string, babybel, laughing cow, cheese cube, grated cheese, feta, halloumi, brie, camembert, american cheese, monterey jack, cheesy, provolone, red leicester, processed cheese, kraft single | D | mp fat | |
cream cheese | philadelphia, philly, cheese spread, ricotta, cottage cheese, mascarpone | D | lac mp fat | |
cream | whipped cream, sour cream, creme fraiche, double cream, thickened cream, ice cream topping | D | lac mp fat | |
butter | buttered, buttery | H D | mp fat | |
margarine | marg, spread, olive oil spread, nuttelex | H | fat | |
custard | | D | lac mp egg | milk | trace=egg
ice cream | icecream, gelato, ice cream cone, ice cream sandwich, soft serve, sundae, frozen yogurt, froyo, ice cream bar, magnum, choc top | S D | lac mp fat | |
ice block | icy pole, ice pop, ice lolly, popsicle, freezie, slushie, slushy, slurpee, sorbet | S | | |
dulce de leche | milk caramel, caramel milk spread | S D | lac mp | milk |
pudding | rice pudding, chocolate pudding, mousse, creme caramel | S D | lac mp | milk |
toast | buttered toast, white toast, brown toast, raisin toast, cinnamon toast, toast soldiers | C | wh | bread |
bread | white bread, brown bread, wholemeal bread, whole wheat bread, wholegrain bread, multigrain bread, sourdough, bread roll, roll, bun, baguette, french stick, slice bread, loaf, garlic bread, bread stick, breadstick, brioche, rye bread, flatbread, pita, pitta, naan, roti, chapati, turkish bread, focaccia | C | wh | |
sandwich | sandwhich, sandwitch, sandwiches, sarnie, sammich, sammie, sanga, sub, panini, toastie, toasted sandwich, jaffle | C | wh | bread | filling
wrap | tortilla wrap, flour tortilla, wheat tortilla, burrito, taco, tacos, enchilada, fajita | C | wh | | filling
quesadilla | cheese quesadilla | C D | wh mp fat | cheese | filling
tortilla | corn tortilla, tortilla chips, nachos, corn chips, doritos | C | fat | |
bagel | | C | wh | |
english muffin | | C | wh | |
crumpet | pikelet | C | wh | |
croissant | pain au chocolat | S C | wh lac mp fat egg | butter |
cereal | breakfast cereal, cornflakes, corn flakes, rice bubbles, rice krispies, cheerios, froot loops, fruit loops, coco pops, cocoa puffs, frosties, frosted flakes, special k, nutri grain, lucky charms, chex, shreddies, cinnamon toast crunch, honey nut cheerios | C | wh | |
weetbix | weet bix, weetabix, weet-bix, vita brits, shredded wheat, bran flakes, all bran, sultana bran, mini wheats | C | wh | cereal |
porridge | oatmeal, oats, rolled oats, quick oats, overnight oats, oat | C | | |
muesli | granola | C | wh tn | cereal |
muesli bar | granola bar, cereal bar, breakfast bar, nut bar, oat bar, fruit bar, nutri grain bar, uncle tobys bar, protein bar, le snak | S | wh tn | |
pancakes | pancake, hotcake, hotcakes, crepe, crepes, flapjack | C S | wh egg lac mp | | trace=egg,milk
waffles | waffle, eggo | C S | wh egg lac mp | | trace=egg,milk
french toast | eggy bread | C | wh egg lac mp | bread, egg |
syrup | maple syrup, golden syrup, pancake syrup | S | | |
honey | | S | fru | |
jam | jelly spread, strawberry jam, raspberry jam, marmalade | S | | |
vegemite | marmite, promite | C | wh | |
nutella | chocolate spread, hazelnut spread | S H | tn lac mp fat caf | |
peanut butter | pb, crunchy peanut butter, smooth peanut butter, peanut paste | H | pn fat | |
pbj | pb and j, pb j, peanut butter and jelly, peanut butter jelly sandwich, peanut butter and jam sandwich | C H | pn wh fat | peanut butter, bread, jam |
egg | eggs, boiled egg, hard boiled egg, soft boiled egg, scrambled egg, scrambled eggs, fried egg, poached egg, omelette, omelet, spanish omelette, potato omelette, egg white, egg yolk, devilled egg, frittata, quiche | P | egg | |
bacon | | P | fat | |
sausage | sausages, snag, chipolata, bratwurst, frankfurt, frankfurter, kransky | P S | fat wh | |
hot dog | hotdog, corn dog | S | wh fat | bread, sausage |
ham | | P | | |
meat | meats, red meat, cold meat, deli meat, luncheon meat, devon, polony | P | | |
salami | pepperoni, chorizo | P S | fat spi | |
chicken | roast chicken, chicken breast, grilled chicken, chicken thigh, chicken wing, chicken drumstick, chicken leg, rotisserie chicken, chicken tender, chicken strip | P | | |
chicken nuggets | nuggets, nugget, chicken nugget, chicken nuggies, nuggies, popcorn chicken, fried chicken, kfc, schnitzel, chicken schnitzel, crumbed chicken, chicken kiev | S P | wh fat | chicken |
beef | roast beef, steak, mince, minced beef, ground beef, beef mince, meatball, meatballs, meatloaf, rissole, rissoles, corned beef, beef stew | P | | |
lamb | lamb chop, lamb chops, roast lamb, cutlet | P | fat | |
pork | pork chop, roast pork, pulled pork, pork belly | P | | |
turkey | | P | | |
fish | white fish, fish fillet, cod, hake, basa, barramundi, snapper, tilapia, whiting, flathead, fish cake | P | fish | |
fish fingers | fish finger, fish sticks, fish stick, battered fish, crumbed fish, fish and chips | P | fish wh fat | fish |
salmon | smoked salmon | P | fish fat | fish |
tuna | canned tuna, tinned tuna, tuna mayo | P | fish | fish |
sardines | sardine, anchovy, anchovies, mackerel | P | fish | fish |
prawns | prawn, shrimp, shrimps, shellfish, crab, lobster, mussels, oysters, calamari, squid, scallops, seafood | P | fish | |
sushi | sushi roll, california roll, hand roll, nigiri, sashimi, onigiri | C P | fish soy | rice |
tofu | bean curd | P | soy | |
edamame | soy beans, soybeans | P | soy gos | |
baked beans | beans on toast, heinz beans | P | gos | |
beans | kidney beans, black beans, pinto beans, refried beans, haricot beans, cannellini beans, butter beans, borlotti beans, bean | P | gos | |
lentils | lentil, dal, dhal, lentil soup | P | gos | |
chickpeas | chickpea, garbanzo, garbanzo beans | P | gos | |
hummus | houmous, hommus, humus | P | gos ses fan | chickpeas |
falafel | | P | gos ses fan fat | chickpeas |
rice | white rice, brown rice, steamed rice, basmati rice, jasmine rice, rice bowl, risotto, rice ball | C | | |
fried rice | egg fried rice, nasi goreng | C | egg soy fat | rice | trace=egg
pasta | penne, fusilli, macaroni, spirals, pasta bake, pasta salad, ravioli, tortellini, gnocchi, noodle pasta, bow ties, rigatoni, orzo | C | wh egg | | trace=egg
spaghetti | spag, spaghetti bolognese, spag bol, bolognese, bolognaise, linguine, fettuccine, tagliatelle | C | wh fan | pasta |
mac and cheese | mac cheese, mac n cheese, macaroni and cheese, macaroni cheese, kraft dinner, mac | C D | wh lac mp fat | pasta, cheese |
lasagne | lasagna | C D P | wh lac mp fat fan | pasta, cheese, beef |
noodles | noodle, instant noodles, 2 minute noodles, two minute noodles, maggi noodles, ramen, udon, egg noodles, hokkien noodles, cup noodles, pad thai, chow mein, lo mein | C | wh egg soy | | trace=egg
rice noodles | rice noodle, vermicelli, pho | C | | |
couscous | | C | wh | |
quinoa | | C | | |
polenta | cornmeal, grits | C | | |
crackers | cracker, rice crackers, rice cracker, water crackers, jatz, ritz, saladas, cruskits, vita weat, vita wheat, shapes, cheese crackers, goldfish, wheat thins, graham crackers, crispbread | C | wh | |
rice cakes | rice cake, corn thins, corn cakes | C | | |
popcorn | pop corn | C | fat | |
pretzels | pretzel | C | wh | |
pizza | pizza slice, cheese pizza, margherita, hawaiian pizza, pepperoni pizza, supreme pizza, pizza pocket, pizza roll, calzone, pizza bread, mini pizza | S C D | wh lac mp fat fan | cheese, bread |
burger | hamburger, cheeseburger, cheese burger, beef burger, chicken burger, big mac, whopper, slider, veggie burger | S P | wh fat | bread, beef |
meat pie | pie, pies, pastie, pasty, pasties, sausage roll, party pie, chicken pie | S | wh fat | |
dumplings | dumpling, gyoza, dim sum, wonton, wontons, bao, spring roll, spring rolls, samosa | C | wh soy fan | |
soup | chicken soup, tomato soup, pumpkin soup, vegetable soup, minestrone, chicken noodle soup, broth | F | fan | |
stew | casserole, goulash | P | fan | |
curry | butter chicken, tikka masala, korma, chicken curry, dal curry, laksa, chilli con carne, chili con carne | P | fan fat spi | |
stir fry | stirfry, stir fried vegetables | F | soy fan | |
salad | garden salad, green salad, caesar salad, coleslaw, slaw, potato salad | F | | |
potato | potatoes, mashed potato, mash, mashed potatoes, baked potato, jacket potato, roast potato, roast potatoes, boiled potato, potato bake, scalloped potatoes | F | | |
chips | hot chips, fries, french fries, wedges, potato wedges, hash brown, hash browns, potato gems, tater tots, curly fries, shoestring fries | S | fat | |
crisps | potato chips, packet chips, chippies, pringles, smiths chips, twisties, cheetos, cheezels, burger rings, kettle chips, lays | S | fat | |
sweet potato | kumara, yam, sweet potato fries | F | pol | |
pumpkin | butternut, butternut squash, squash | F | | |
carrot | carrots, carrot stick, carrot sticks, baby carrots | F | | |
broccoli | brocoli, brocolli, broccolini | F | | |
cauliflower | | F | pol | |
peas | pea, green peas, frozen peas, snow peas, sugar snap peas | F | gos fan | |
corn | sweetcorn, sweet corn, corn cob, corn on the cob, cob of corn | F | pol | |
green beans | green bean, string beans, runner beans, french beans | F | | |
spinach | baby spinach, silverbeet | F | | |
lettuce | iceberg, cos lettuce, rocket, leafy greens, greens | F | | |
cucumber | cucumbers, cuke, lebanese cucumber | F | | |
tomato | tomatoes, cherry tomatoes, cherry tomato | F | | |
capsicum | bell pepper, red pepper, green pepper, peppers, pepper | F | | |
zucchini | courgette | F | | |
mushrooms | mushroom | F | pol | |
eggplant | aubergine | F | | |
celery | celery sticks | F | pol | |
onion | onions, spring onion, red onion, shallots, leek | F | fan | |
garlic | garlic sauce, aioli | F | fan | |
cabbage | red cabbage, bok choy, pak choy, brussels sprouts, brussel sprouts, kale | F | | |
asparagus | | F | fru fan | |
beetroot | beet | F | fan gos | |
avocado | avo, guacamole, guac | H F | pol fat | |
olives | olive | H | fat | |
vegetables | veg, veggies, veggie, vegies, mixed vegetables, mixed veg, frozen veg, steamed veg, roast vegetables, veggie sticks | F | | |
apple | apples, green apple, red apple, apple slices, stewed apple, granny smith, pink lady | F | fru pol | |
apple juice | | S | fru pol | | drink
pear | pears, nashi | F | fru pol | |
banana | bananas, bannana, nana, ripe banana | F | | |
orange | oranges, navel orange | F | | |
mandarin | mandarins, mandarine, clementine, satsuma, tangerine, cutie | F | | |
grapes | grape, red grapes, green grapes | F | | |
strawberries | strawberry, strawbs | F | | |
blueberries | blueberry | F | | |
raspberries | raspberry | F | | |
blackberries | blackberry | F | pol | |
berries | berry, mixed berries, frozen berries | F | | |
watermelon | water melon | F | fru pol fan | |
melon | rockmelon, cantaloupe, honeydew, honeydew melon | F | | |
mango | mangoes, mangos | F | fru | |
peach | peaches, nectarine, nectarines | F | pol | |
plum | plums, prunes, prune | F | pol | |
apricot | apricots, dried apricots | F | pol | |
cherries | cherry | F | fru pol | |
pineapple | pine apple | F | | |
kiwi | kiwifruit, kiwi fruit | F | | |
lemon | lemons, lime | F | | |
coconut | | H | | |
figs | fig, dates, date | F | fan | |
sultanas | sultana, raisins, raisin, dried fruit, currants | F | fan | |
fruit | fruits, fresh fruit, fruit salad, fruit cup, fruit pouch, fruit puree, apple puree, apple sauce, applesauce | F | fru | |
fruit snacks | fruit snack, fruit leather, roll ups, fruit roll up, fruit sticks, fruit bites | S | fru | |
nuts | nut, mixed nuts, trail mix, cashews, cashew, walnuts, walnut, hazelnuts, hazelnut, pecans, pecan, pistachios, pistachio, macadamia, macadamias, brazil nuts, pine nuts | H | tn fat | |
almonds | almond | H | tn fat | |
peanuts | peanut, salted peanuts | H | pn fat | |
seeds | pumpkin seeds, sunflower seeds, chia, chia seeds, linseed, flaxseed | H | | |
sesame | sesame seeds, tahini, sesame seed, sesame snaps | H | ses fat | |
olive oil | oil, vegetable oil, canola oil | H | fat | |
soy sauce | soya sauce, tamari | S | soy wh | |
tomato sauce | ketchup, tomato ketchup, pasta sauce, passata | S | fan | |
bbq sauce | barbecue sauce | S | fan fru | |
mayonnaise | mayo | H | egg fat | | trace=egg
gravy | | S | wh fan | |
hot sauce | chilli sauce, chili sauce, sriracha, chilli, chili, jalapeno, jalapenos, hot salsa, salsa, tabasco, peri peri | S | spi | |
cake | birthday cake, chocolate cake, sponge cake, carrot cake, banana cake, cupcake, cupcakes, fairy bread, lamington, brownie, brownies, caramel slice, cheesecake, cake pop, swiss roll | S | wh egg lac mp fat | | trace=egg,milk,butter
banana bread | banana loaf, zucchini bread | S C | wh egg lac mp fat | | trace=egg,milk,butter
muffin | muffins, blueberry muffin, chocolate muffin, banana muffin | S | wh egg lac mp fat | | trace=egg,milk,butter
donut | doughnut, donuts, doughnuts, donut holes, churros, churro | S | wh egg lac mp fat | | trace=egg,milk
biscuits | biscuit, cookie, cookies, choc chip cookie, chocolate chip cookie, oreo, oreos, tim tam, tim tams, anzac biscuit, arnotts, tiny teddy, tiny teddies, shortbread, gingerbread, digestive, wafer, wafers, scotch finger, monte carlo, teddy biscuits, animal crackers | S | wh lac mp fat | | trace=milk,butter
scone | scones | S | wh lac mp | | trace=milk,butter
pastry | danish, apple turnover, puff pastry, strudel, vanilla slice | S | wh lac mp fat | | trace=butter,milk
apple pie | fruit pie, apple crumble, crumble, tart | S | wh fat fru | apple |
chocolate | choc, chocolates, milk chocolate, chocolate bar, kit kat, kitkat, mars bar, snickers, freddo, cadbury, dairy milk chocolate, m and ms, smarties, maltesers, twix, reeses, easter egg, chocolate egg, chocolate frog, hersheys, milky way, kinder, kinder surprise | S | lac mp fat caf soy | | flavour=caf
dark chocolate | | S | fat caf | |
lollies | lolly, candy, candies, sweets, gummies, gummy bears, gummy worms, jelly beans, jellybeans, snakes, redskins, marshmallow, marshmallows, skittles, chupa chups, fairy floss, cotton candy, toffee, caramel, caramels, licorice, liquorice, sour straps, chewing gum, gum, mentos | S | | |
sugar free lollies | sugar free gum, sugarless gum, sugar free candy, sugar free mints | S | pol swe | |
jelly | jello, jelly cup, jelly cups | S | | |
juice | fruit juice, orange juice, oj, juice box, poppers, apple and blackcurrant, tropical juice, pineapple juice, grape juice, cordial, ribena, squash drink, vitamin water, fruit drink, capri sun, orange squash, apple juice box | S | fru | | drink
soft drink | fizzy drink, fizzy, soda, pop, lemonade, sprite, fanta, lemon lime, ginger ale, sparkling drink, creaming soda | S | fru | | drink
cola | coke, coca cola, pepsi, dr pepper, cola drink, pepsi max, coke zero | S | fru caf | soft drink | drink
diet soft drink | diet coke, diet pepsi, coke no sugar, sugar free soft drink, zero sugar drink, diet lemonade, diet soda, diet drink, sugar free drink, sugar free cordial, diet cordial, pepsi max zero | S | swe | soft drink | drink
energy drink | red bull, monster energy, v energy, rockstar | S | caf fru swe | | drink
sports drink | gatorade, powerade, electrolyte drink, hydralyte, hydrolyte | S | fru | | drink
iced tea | ice tea, lipton ice tea, fuze tea | S | caf fru | | drink
tea | black tea, green tea, english breakfast, cup tea, iced green tea | S | caf | | drink
herbal tea | peppermint tea, chamomile, chamomile tea, fruit tea, rooibos | S | | | drink
coffee | espresso, iced coffee, long black, black coffee, cold brew | S | caf | | drink
water | tap water, bottled water, sparkling water, soda water, mineral water, ice water, fizzy water, plain water, h2o | | | | drink water
`;
