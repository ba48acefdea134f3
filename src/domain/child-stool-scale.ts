import type { BathroomEvent } from "./bathroom";

/**
 * Children under this age rate a stool on the 5-type modified Bristol scale for children
 * (mBSFS-C); from it on they keep the five bathroom events of SPEC 3 (ADR 063).
 */
export const CHILD_STOOL_SCALE_BELOW_AGE = 8;

/** Whether a child of this profile age rates with the 5 children's types (none: not known). */
export function usesChildStoolScale(age: number | null | undefined): boolean {
  return typeof age === "number" && age < CHILD_STOOL_SCALE_BELOW_AGE;
}

/** A type of the children's scale: 1 (hardest) to 5 (runniest). */
export type ChildStoolType = 1 | 2 | 3 | 4 | 5;

/** One type of the children's scale, with its Bristol type and the bathroom event it counts as. */
export interface ChildStoolTypeOption {
  readonly value: ChildStoolType;
  /** The words a young child hears read aloud beside the picture. */
  readonly label: string;
  /** The Bristol Stool Form Scale type (1 to 7) it stands for in reports. */
  readonly bristol: number;
  /** The bathroom event of SPEC 3 whose Bristol range holds that type. */
  readonly event: BathroomEvent;
}

/**
 * The mBSFS-C keeps five of Bristol's seven pictures and leaves out types 3 and 5, which young
 * children cannot tell from their neighbours (Lane et al., J Pediatr 2011; Orozco et al., Am J
 * Gastroenterol 2025). Each children's type therefore maps to one Bristol type.
 */
export const CHILD_STOOL_TYPES = [
  { value: 1, label: "Hard lumps", bristol: 1, event: "tough to go" },
  { value: 2, label: "Lumpy sausage", bristol: 2, event: "tough to go" },
  { value: 3, label: "Smooth soft sausage", bristol: 4, event: "just right" },
  { value: 4, label: "Mushy", bristol: 6, event: "runny tummy" },
  { value: 5, label: "Watery", bristol: 7, event: "super runny" },
] as const satisfies readonly ChildStoolTypeOption[];

/** The type values, for contracts. */
export const CHILD_STOOL_TYPE_VALUES = CHILD_STOOL_TYPES.map((t) => t.value);

/** The option of a stored children's type, or undefined for anything else. */
export function childStoolType(value: number | null | undefined) {
  return CHILD_STOOL_TYPES.find((t) => t.value === value);
}

/** The Bristol type (1 to 7) of a children's type. */
export function bristolOfChildType(value: ChildStoolType): number {
  return CHILD_STOOL_TYPES.find((t) => t.value === value)?.bristol ?? 0;
}

/** The bathroom event a children's type is stored and counted as, so every report reads it. */
export function eventOfChildType(value: ChildStoolType): BathroomEvent {
  return CHILD_STOOL_TYPES.find((t) => t.value === value)?.event ?? "just right";
}

/** The mapping in words, as the clinic summary and the timeline report state it. */
export const CHILD_STOOL_MAPPING = `Children under ${CHILD_STOOL_SCALE_BELOW_AGE} rate on the 5-type modified Bristol scale for children (mBSFS-C), mapped to Bristol types: ${CHILD_STOOL_TYPES.map((t) => `${t.value} ${t.label} = Type ${t.bristol}`).join("; ")}.`;

/** The Bristol type of a check rated on the children's scale, as a report writes it. */
export function childTypeReport(value: number | null | undefined): string | null {
  const type = childStoolType(value);
  return type ? `Type ${type.bristol} (children's scale ${type.value}: ${type.label})` : null;
}
