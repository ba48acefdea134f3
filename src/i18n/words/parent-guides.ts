import type { BathroomEvent, StoolGuideEntry } from "../../domain/bathroom";
import type { HydrationGuideRow } from "../../domain/hydration";
import { formatNumber } from "../format";
import type { MessageKey, Translate } from "../translate";
import { stoolLabel } from "./vocabulary";

/**
 * The parent's guides (SPEC 2) in the reader's language: the simplified Bristol chart and daily
 * water by age. Numbers follow the reader's own tag ("1.2 L" in es-MX, "1,2 L" in es-ES).
 */

/** The words of one row of the stool guide. */
export interface StoolGuideWords {
  readonly heading: string;
  /** The plain-words reading SPEC 2 puts in brackets ("constipated"); Soft & Easy has none. */
  readonly note: string | null;
  readonly looks: string;
  readonly meaning: string;
  readonly seekAdvice: string;
}

const STOOL_KEYS = {
  "tough to go": {
    note: "parentGuides.toughNote",
    looks: "parentGuides.toughLooks",
    meaning: "parentGuides.toughMeaning",
    seekAdvice: "parentGuides.toughAdvice",
  },
  "just right": {
    note: "parentGuides.rightNote",
    looks: "parentGuides.rightLooks",
    meaning: "parentGuides.rightMeaning",
    seekAdvice: "parentGuides.rightAdvice",
  },
  "soft and easy": {
    note: null,
    looks: "parentGuides.softLooks",
    meaning: "parentGuides.softMeaning",
    seekAdvice: "parentGuides.softAdvice",
  },
  "runny tummy": {
    note: "parentGuides.runnyNote",
    looks: "parentGuides.runnyLooks",
    meaning: "parentGuides.runnyMeaning",
    seekAdvice: "parentGuides.runnyAdvice",
  },
  "super runny": {
    note: "parentGuides.superNote",
    looks: "parentGuides.superLooks",
    meaning: "parentGuides.superMeaning",
    seekAdvice: "parentGuides.superAdvice",
  },
} as const satisfies Record<
  BathroomEvent,
  { note: MessageKey | null; looks: MessageKey; meaning: MessageKey; seekAdvice: MessageKey }
>;

/** "Types 1-2: Tough to Go", its note, looks, meaning and when to seek advice. */
export function stoolGuideWords(t: Translate, entry: StoolGuideEntry): StoolGuideWords {
  const [first, last] = entry.bristol;
  const types = t("parentGuides.bristolTypes", {
    count: last - first + 1,
    range: first === last ? String(first) : `${first}-${last}`,
  });
  const keys = STOOL_KEYS[entry.event];
  return {
    heading: t("parentGuides.stoolHeading", { types, title: stoolLabel(t, entry.event) }),
    note: keys.note ? t(keys.note) : null,
    looks: t(keys.looks),
    meaning: t(keys.meaning),
    seekAdvice: t(keys.seekAdvice),
  };
}

/** Litres to one decimal, always with it ("1.0"), in the reader's way of writing numbers. */
function litres(formatLocale: string, value: number): string {
  return formatNumber(formatLocale, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A row of daily water by age: "1-3 years", "about 1.0 L (4 cups)". */
export function hydrationRowWords(
  t: Translate,
  formatLocale: string,
  row: HydrationGuideRow,
): { ages: string; amount: string } {
  const ages = t("parentGuides.ageRange", { from: row.fromAge, to: row.toAge });
  const amount =
    row.kind === "about"
      ? t("parentGuides.aboutAmount", { litres: litres(formatLocale, row.litres), cups: row.cups })
      : t("parentGuides.byGender", {
          girls: litres(formatLocale, row.girlsLitres),
          boys: litres(formatLocale, row.boysLitres),
        });
  return { ages, amount };
}

/** Cups to at most one decimal in the reader's way ("2.9", "2,9"); whole numbers plain. */
export function cupsFigure(formatLocale: string, cups: number): string {
  return formatNumber(formatLocale, cups, { maximumFractionDigits: 1 });
}
