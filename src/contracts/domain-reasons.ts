import {
  EXPORT_DATE_FORMAT,
  EXPORT_DATE_FUTURE,
  EXPORT_DATE_TOO_EARLY,
  EXPORT_END_BEFORE_START,
} from "../domain/reports/export-range";
import {
  BEDTIME_NOT_YET,
  MORNING_BEFORE_BEDTIME,
  WOKE_BEFORE_BEDTIME,
  WOKE_TOO_LATE,
} from "../domain/sleep";
import {
  USERNAME_HIDDEN_CHARACTERS,
  USERNAME_MIXED_SCRIPTS,
  USERNAME_SYMBOLS,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
} from "../domain/usernames";

/**
 * The catalogue keys of the rules the domain answers with one of its own constants (a name's
 * problem, a waking time's, an export range's): each constant is one outcome of its rule, and
 * this names the words of each outcome (ADR 075). A constant missing here is worded as the
 * domain wrote it, in English.
 */
const KEYS = new Map<string, string>([
  [USERNAME_TOO_SHORT, "errors.usernameTooShort"],
  [USERNAME_TOO_LONG, "errors.usernameLength"],
  [USERNAME_HIDDEN_CHARACTERS, "errors.usernameHiddenCharacters"],
  [USERNAME_SYMBOLS, "errors.usernameSymbols"],
  [USERNAME_MIXED_SCRIPTS, "errors.usernameMixedScripts"],
  [WOKE_BEFORE_BEDTIME, "errors.wokeBeforeBedtime"],
  [WOKE_TOO_LATE, "errors.wokeTooLate"],
  [BEDTIME_NOT_YET, "errors.bedtimeNotYet"],
  [MORNING_BEFORE_BEDTIME, "errors.morningBeforeBedtime"],
  [EXPORT_DATE_FORMAT, "errors.exportDateFormat"],
  [EXPORT_DATE_TOO_EARLY, "errors.exportDateTooEarly"],
  [EXPORT_DATE_FUTURE, "errors.exportDateFuture"],
  [EXPORT_END_BEFORE_START, "errors.exportEndBeforeStart"],
]);

/** The catalogue key of a domain rule's outcome (its own text when it has none). */
export function domainReason(outcome: string): string {
  return KEYS.get(outcome) ?? outcome;
}

/** A domain rule's per-field outcomes as catalogue keys. */
export function domainReasons(byField: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(byField).map(([field, outcome]) => [field, domainReason(outcome)]),
  );
}
