import type {
  AdviceCode,
  AdviceLine,
  BadgeTier,
  MeterMessage,
} from "../../domain/food-group-review";
import type { FoodGroupKey } from "../../domain/food-groups";
import { mlToCups } from "../../domain/hydration";
import type { MessageKey, Translate } from "../translate";
import { dayNoteWords } from "./day-notes";

/** A figure to one decimal in the reader's language ("1.5", "1,5"); whole numbers plain. */
export function tenthsFigure(t: Translate, value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (Number.isInteger(rounded)) return String(rounded);
  const [whole, tenth] = rounded.toFixed(1).split(".");
  return t("advice.decimal", { whole, tenth });
}

/** "1 serve", "1.5 serves". */
export function servesWords(t: Translate, serves: number): string {
  const rounded = Math.round(serves * 10) / 10;
  return t("advice.serves", { serves: tenthsFigure(t, rounded), count: rounded });
}

/** A drink's amount in cups as every screen writes it: "1 cup", "0.6 cups", "3.1 cups". */
export function cupsWords(t: Translate, ml: number): string {
  const cups = mlToCups(ml);
  return t("advice.cups", { cups: tenthsFigure(t, cups), count: cups });
}

const LOW_LINES = {
  "grow-low": "advice.growLow",
  "power-low": "advice.powerLow",
  "bone-low": "advice.boneLow",
  "energy-low": "advice.energyLow",
} as const satisfies Partial<Record<AdviceCode, MessageKey>>;

const PLAIN_LINES = {
  "fats-low": "advice.fatsLow",
  "treats-challenge": "advice.treatsChallenge",
  "treats-nudge": "advice.treatsNudge",
  "grow-praise": "advice.growPraise",
  "power-bone-praise": "advice.powerBonePraise",
  balance: "advice.balance",
} as const satisfies Partial<Record<AdviceCode, MessageKey>>;

/** One Case Notes line in the reader's language: a logging note or an advice line. */
export function adviceWords(t: Translate, line: AdviceLine): string {
  switch (line.code) {
    case "logging-none":
    case "logging-some":
    case "logging-full":
      return dayNoteWords(t, line);
    case "grow-low":
    case "power-low":
    case "bone-low":
    case "energy-low":
      return t(LOW_LINES[line.code], { serves: servesWords(t, line.serves ?? 0) });
    default:
      return t(PLAIN_LINES[line.code]);
  }
}

const METER_MESSAGES = {
  "treats-in-check": "advice.meterTreatsInCheck",
  "treats-adding-up": "advice.meterTreatsAddingUp",
  "lots-of-treats": "advice.meterLotsOfTreats",
  great: "advice.meterGreat",
  "needs-fuel": "advice.meterNeedsFuel",
  "getting-stronger": "advice.meterGettingStronger",
} as const satisfies Record<MeterMessage, MessageKey>;

/** What a Food Power Meter says ("Great detective work"). */
export function meterWords(t: Translate, message: MeterMessage): string {
  return t(METER_MESSAGES[message]);
}

const TIERS = {
  gold: "advice.tierGold",
  bronze: "advice.tierBronze",
  "keep-investigating": "advice.tierKeepInvestigating",
} as const satisfies Record<BadgeTier, MessageKey>;

/** A group badge's tier ("Gold", "Keep investigating"). */
export function tierWords(t: Translate, tier: BadgeTier): string {
  return t(TIERS[tier]);
}

const GROUPS = {
  Protein: {
    name: "advice.groupProteinName",
    description: "advice.groupProteinDescription",
    aim: "advice.groupProteinAim",
  },
  Carbs: {
    name: "advice.groupCarbsName",
    description: "advice.groupCarbsDescription",
    aim: "advice.groupCarbsAim",
  },
  Dairy: {
    name: "advice.groupDairyName",
    description: "advice.groupDairyDescription",
    aim: "advice.groupDairyAim",
  },
  "Fruit & Veggies": {
    name: "advice.groupFruitVegName",
    description: "advice.groupFruitVegDescription",
    aim: "advice.groupFruitVegAim",
  },
  "Healthy Fats": {
    name: "advice.groupFatsName",
    description: "advice.groupFatsDescription",
    aim: "advice.groupFatsAim",
  },
  Sometimes: {
    name: "advice.groupTreatsName",
    description: "advice.groupTreatsDescription",
    aim: "advice.groupTreatsAim",
  },
} as const satisfies Record<
  FoodGroupKey,
  { name: MessageKey; description: MessageKey; aim: MessageKey }
>;

/** A food group's name ("Power Foods"). */
export function foodGroupName(t: Translate, key: FoodGroupKey): string {
  return t(GROUPS[key].name);
}

/** What a food group does, for the Food Guide. */
export function foodGroupDescription(t: Translate, key: FoodGroupKey): string {
  return t(GROUPS[key].description);
}

/** A food group's daily aim ("Aim for 2.5 serves a day"). */
export function foodGroupAim(t: Translate, key: FoodGroupKey): string {
  return t(GROUPS[key].aim);
}

const AMOUNTS: Readonly<Record<number, MessageKey>> = {
  150: "advice.amountSmallCup",
  240: "advice.amountCup",
  350: "advice.amountBigGlass",
  500: "advice.amountBottle",
  750: "advice.amountBigBottle",
};

/** The name of a drink amount of SPEC 9 by its millilitres ("Big glass"); none for another. */
export function amountWords(t: Translate, ml: number): string | null {
  const key = AMOUNTS[ml];
  return key ? t(key) : null;
}

/** Warning signs of dehydration for the parent guide. */
export function dehydrationSignWords(t: Translate): string[] {
  return [
    t("advice.signDarkWee"),
    t("advice.signDryLips"),
    t("advice.signHeadache"),
    t("advice.signTired"),
    t("advice.signNoTears"),
  ];
}
