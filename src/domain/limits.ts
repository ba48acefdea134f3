/** Account limits fixed by SPEC 9. */
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const AGE_MIN = 1;
export const AGE_MAX = 18;

/** Default level, points and streak of a new detective (SPEC 9). */
export const DEFAULT_LEVEL = 1;
export const DEFAULT_POINTS = 0;
export const DEFAULT_STREAK = 0;
