/**
 * Pacific/Auckland days for tests that cross local midnight, worked out with Intl alone (not
 * with the domain's local-day code the server uses, so the tests check it independently).
 */
const ZONE = "Pacific/Auckland";

/** The 'YYYY-MM-DD' of an instant in Pacific/Auckland. */
export function aucklandDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The instant of 00:00 on a 'YYYY-MM-DD' day in Pacific/Auckland (UTC+13 in summer, +12). */
export function aucklandMidnight(date: string): Date {
  for (const offset of [13, 12]) {
    const guess = new Date(`${date}T00:00:00+${offset}:00`);
    const seen = new Intl.DateTimeFormat("en-GB", {
      timeZone: ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(guess);
    if (seen === "00:00") return guess;
  }
  throw new Error("no midnight found");
}
