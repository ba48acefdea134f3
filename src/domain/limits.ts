/** Account limits fixed by SPEC 9. */
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const AGE_MIN = 1;
export const AGE_MAX = 18;

/** Default level, points and streak of a new detective (SPEC 9). */
export const DEFAULT_LEVEL = 1;
export const DEFAULT_POINTS = 0;
export const DEFAULT_STREAK = 0;

/** SPEC 9: the pattern tip needs at least 5 meals and 3 tummy checks. */
export const PATTERN_TIP_MEALS = 5;
export const PATTERN_TIP_TUMMY_CHECKS = 3;

/**
 * Whether the detective has logged enough for the pattern tip and has no pattern yet (once
 * there is one, the Detective Discovery card or the Patterns page speaks instead).
 */
export function showsPatternTip(
  mealsTotal: number,
  tummyChecksTotal: number,
  patterns: number,
): boolean {
  return (
    mealsTotal >= PATTERN_TIP_MEALS &&
    tummyChecksTotal >= PATTERN_TIP_TUMMY_CHECKS &&
    patterns === 0
  );
}
