import { type ChildStoolType, childStoolType } from "./child-stool-scale";

/** Who told the diary about a tummy check and its bathroom event (ADR 062). */
export const REPORTER_VALUES = ["child", "parent", "carer"] as const;

/** A stored reporter. */
export type Reporter = (typeof REPORTER_VALUES)[number];

/** The longest name of another carer ("Grandma", "Ms Lee at school"). */
export const REPORTER_NAME_MAX = 60;

/** The reporter choices: the child's words on the form, the parent's words in reports. */
export const REPORTERS = [
  { value: "child", label: "Me", emoji: "🕵️", report: "the child" },
  { value: "parent", label: "A parent", emoji: "🧑‍🍼", report: "a parent" },
  { value: "carer", label: "Another grown-up", emoji: "🧑‍🏫", report: "another carer" },
] as const satisfies readonly {
  value: Reporter;
  label: string;
  emoji: string;
  report: string;
}[];

/** Type guard for reporters read from a form or storage. */
export function isReporter(value: string): value is Reporter {
  return REPORTER_VALUES.some((known) => known === value);
}

/** Who reported, as a report writes it: "a parent", "another carer (Grandma)". */
export function reporterReport(reporter: string, name?: string | null): string {
  const words = REPORTERS.find((r) => r.value === reporter)?.report ?? reporter;
  return name ? `${words} (${name})` : words;
}

/** How far apart two ratings of one stool may be logged: a parent rates the child's within an hour. */
export const SAME_EVENT_WINDOW_MS = 60 * 60_000;

/** Whether a check logged at `at` may be linked as a second rating of `earlier`. */
export function withinSameEventWindow(earlier: string, at: string): boolean {
  return Math.abs(Date.parse(at) - Date.parse(earlier)) <= SAME_EVENT_WINDOW_MS;
}

/** What the rule of a second rating reads of each check. */
export interface LinkedCheck {
  readonly reporter?: string | null;
  readonly bathroomEvent: string | null;
  readonly sameAsId?: string | null;
  readonly timestamp: string;
}

/**
 * Whether `second` may rate again the stool of `first` (ADR 062): both have a stool, different
 * people told them, `first` is not itself a second rating, and they lie within the hour. The
 * same rule holds when the link is made and after every edit of either check.
 */
export function isSecondRatingOf(first: LinkedCheck, second: LinkedCheck): boolean {
  return Boolean(
    first.bathroomEvent &&
      second.bathroomEvent &&
      !first.sameAsId &&
      (first.reporter ?? "child") !== (second.reporter ?? "child") &&
      withinSameEventWindow(first.timestamp, second.timestamp),
  );
}

/** What agreement reads of a tummy check. */
export interface RatedCheck {
  readonly id: string;
  readonly reporter?: string;
  readonly bathroomEvent: string | null;
  readonly childStoolType?: number | null;
  /** The check this one rates again (the same stool), when a grown-up linked it. */
  readonly sameAsId?: string | null;
  readonly timestamp: string;
}

/** How often two reporters rated one stool alike. */
export interface StoolAgreement {
  /** Stools rated by the child and by a grown-up, each counted once. */
  readonly pairs: number;
  /** Of those, the ones both rated the same type. */
  readonly agreed: number;
}

/** A rating's class: the children's type when both used it, else the bathroom event. */
function sameRating(a: RatedCheck, b: RatedCheck): boolean {
  const typeA = childStoolType(a.childStoolType)?.value as ChildStoolType | undefined;
  const typeB = childStoolType(b.childStoolType)?.value as ChildStoolType | undefined;
  if (typeA !== undefined && typeB !== undefined) return typeA === typeB;
  return a.bathroomEvent === b.bathroomEvent;
}

/**
 * Agreement between the child's rating of a stool and a grown-up's rating of the same stool.
 * Only pairs linked as one event count (two stools an hour apart are two events, even when
 * rated by different people), each rated by a different reporter, within the hour.
 */
export function stoolAgreement(checks: readonly RatedCheck[]): StoolAgreement {
  const byId = new Map(checks.map((c) => [c.id, c]));
  let pairs = 0;
  let agreed = 0;
  for (const second of checks) {
    if (!second.sameAsId || !second.bathroomEvent) continue;
    const first = byId.get(second.sameAsId);
    if (!first?.bathroomEvent) continue;
    if ((first.reporter ?? "child") === (second.reporter ?? "child")) continue;
    if (!withinSameEventWindow(first.timestamp, second.timestamp)) continue;
    pairs += 1;
    if (sameRating(first, second)) agreed += 1;
  }
  return { pairs, agreed };
}

/** The ids of checks that rate again a stool already in the diary: counted once, not twice. */
export function secondRatingIds(checks: readonly RatedCheck[]): Set<string> {
  const ids = new Set(checks.map((c) => c.id));
  return new Set(
    checks.filter((c) => c.sameAsId && ids.has(c.sameAsId) && c.bathroomEvent).map((c) => c.id),
  );
}
