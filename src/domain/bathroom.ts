/** The stored bathroom events of SPEC 3, from hardest to runniest. */
export const BATHROOM_EVENT_VALUES = [
  "tough to go",
  "just right",
  "soft and easy",
  "runny tummy",
  "super runny",
] as const;

/** A stored bathroom event. */
export type BathroomEvent = (typeof BATHROOM_EVENT_VALUES)[number];

/** A bathroom event with its label and the Bristol mapping of SPEC 3. */
export interface BathroomEventOption {
  readonly value: BathroomEvent;
  readonly label: string;
  readonly emoji: string;
  readonly bristolType: string;
  readonly category: string;
}

/** Bathroom events as the tummy-check form shows them, with their Bristol type and category. */
export const BATHROOM_EVENTS = [
  {
    value: "tough to go",
    label: "Tough to Go",
    emoji: "🪨",
    bristolType: "Type 1-2",
    category: "Constipation",
  },
  {
    value: "just right",
    label: "Just Right",
    emoji: "👍",
    bristolType: "Type 3-4",
    category: "Normal",
  },
  {
    value: "soft and easy",
    label: "Soft & Easy",
    emoji: "☁️",
    bristolType: "Type 5",
    category: "Lacking fibre",
  },
  {
    value: "runny tummy",
    label: "Runny Tummy",
    emoji: "💧",
    bristolType: "Type 6",
    category: "Mild diarrhoea",
  },
  {
    value: "super runny",
    label: "Super Runny",
    emoji: "🌊",
    bristolType: "Type 7",
    category: "Severe diarrhoea",
  },
] as const satisfies readonly BathroomEventOption[];

/** What SPEC 3 prints for a value outside the five, in both the type and category columns. */
export const UNCLASSIFIED = "Unknown/unclassified";

/** Type guard for bathroom events read from a form or storage. */
export function isBathroomEvent(value: string): value is BathroomEvent {
  return BATHROOM_EVENT_VALUES.some((known) => known === value);
}

/** The label a child sees for a stored event; unknown values are shown as stored. */
export function bathroomEventLabel(stored: string): string {
  return BATHROOM_EVENTS.find((e) => e.value === stored)?.label ?? stored;
}

/** The Bristol type and medical category of a stored event (SPEC 3 "Bristol mapping"). */
export function bristolFor(stored: string): { type: string; category: string } {
  const event = BATHROOM_EVENTS.find((e) => e.value === stored);
  if (!event) return { type: UNCLASSIFIED, category: UNCLASSIFIED };
  return { type: event.bristolType, category: event.category };
}

/** One row of the parent dashboard's simplified Bristol chart: the event and its Bristol types. */
export interface StoolGuideEntry {
  readonly event: BathroomEvent;
  /** The first and last Bristol type the event stands for (SPEC 2: Types 1-2, ..., Type 7). */
  readonly bristol: readonly [number, number];
}

/**
 * The stool guide of SPEC 2 "Parent dashboard", in the order of the chart. Its words for
 * parents (looks, meaning, when to seek advice) are made at the edge (ADR 074).
 */
export const STOOL_GUIDE = [
  { event: "tough to go", bristol: [1, 2] },
  { event: "just right", bristol: [3, 4] },
  { event: "soft and easy", bristol: [5, 5] },
  { event: "runny tummy", bristol: [6, 6] },
  { event: "super runny", bristol: [7, 7] },
] as const satisfies readonly StoolGuideEntry[];

/** Sources for the stool guide, shown under it. */
export const STOOL_GUIDE_REFERENCES = [
  "Lewis SJ, Heaton KW. Stool form scale as a useful guide to intestinal transit time. Scandinavian Journal of Gastroenterology 1997;32(9):920-924.",
  "NICE guideline CG99: Constipation in children and young people: diagnosis and management.",
] as const;
