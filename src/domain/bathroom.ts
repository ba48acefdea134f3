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

/** One row of the parent dashboard's simplified Bristol chart. */
export interface StoolGuideEntry {
  readonly event: BathroomEvent;
  readonly types: string;
  readonly title: string;
  /** The plain-words reading SPEC 2 puts in brackets; Soft & Easy has none. */
  readonly note: string | null;
  readonly looks: string;
  readonly meaning: string;
  readonly seekAdvice: string;
}

/** The stool guide of SPEC 2 "Parent dashboard", written for parents. */
export const STOOL_GUIDE = [
  {
    event: "tough to go",
    types: "Types 1-2",
    title: "Tough to Go",
    note: "Constipated",
    looks: "Separate hard lumps, or a lumpy sausage shape.",
    meaning: "Poo has stayed in the bowel a long time and is hard to pass.",
    seekAdvice:
      "See a doctor if it lasts more than two weeks, hurts a lot, has blood, or comes with a swollen tummy or vomiting.",
  },
  {
    event: "just right",
    types: "Types 3-4",
    title: "Just Right",
    note: "Normal",
    looks: "A sausage shape with cracks, or smooth and soft like a snake.",
    meaning: "Healthy poo that passes easily.",
    seekAdvice: "No action needed. Mention any lasting change in habits at the next check-up.",
  },
  {
    event: "soft and easy",
    types: "Type 5",
    title: "Soft & Easy",
    note: null,
    looks: "Soft blobs with clear-cut edges.",
    meaning: "Passes easily; it can mean the diet is a little low in fibre.",
    seekAdvice: "Talk to a doctor or dietitian if it happens most days along with tummy pain.",
  },
  {
    event: "runny tummy",
    types: "Type 6",
    title: "Runny Tummy",
    note: "Loose",
    looks: "Fluffy, mushy pieces with ragged edges.",
    meaning: "Mild diarrhoea: food is moving through the bowel quickly.",
    seekAdvice:
      "Offer plenty of fluids. See a doctor if it lasts more than a few days or comes with fever or blood.",
  },
  {
    event: "super runny",
    types: "Type 7",
    title: "Super Runny",
    note: "Watery diarrhoea",
    looks: "Entirely liquid, with no solid pieces.",
    meaning: "Severe diarrhoea: the body can lose water quickly.",
    seekAdvice:
      "Keep giving fluids and get medical advice promptly, sooner for young children or with blood, high fever, repeated vomiting or little wee.",
  },
] as const satisfies readonly StoolGuideEntry[];

/** Sources for the stool guide, shown under it. */
export const STOOL_GUIDE_REFERENCES = [
  "Lewis SJ, Heaton KW. Stool form scale as a useful guide to intestinal transit time. Scandinavian Journal of Gastroenterology 1997;32(9):920-924.",
  "NICE guideline CG99: Constipation in children and young people: diagnosis and management.",
] as const;
