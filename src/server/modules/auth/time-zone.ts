import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import type { UserRow } from "../../db/schema/users";

/**
 * How long every request must carry a new zone before it is believed (ADR 003): longer than any
 * trick with the header, shorter than a long flight's jet lag.
 */
export const ZONE_BELIEF_HOURS = 3;
const ZONE_BELIEF_MS = ZONE_BELIEF_HOURS * 3_600_000;

/**
 * The zone the user's days are counted in, given the zone a request carries (ADR 003). The
 * stored zone stays until the requests have carried one other zone, and only that one, for
 * ZONE_BELIEF_HOURS: a header flipped between two zones never moves "today", so one instant
 * cannot be two days. A request in the stored zone calls a move off. Writes only on a change.
 */
export async function believedTimeZone(
  db: Db,
  user: UserRow,
  seen: string | undefined,
  now: Date,
): Promise<string> {
  if (!seen || seen === user.timeZone) {
    if (seen && user.pendingTimeZone !== null) {
      await db
        .update(users)
        .set({ pendingTimeZone: null, pendingTimeZoneSince: null })
        .where(eq(users.id, user.id));
      user.pendingTimeZone = null;
      user.pendingTimeZoneSince = null;
    }
    return user.timeZone;
  }
  const since = user.pendingTimeZoneSince;
  if (user.pendingTimeZone !== seen || !since || since.getTime() > now.getTime()) {
    await db
      .update(users)
      .set({ pendingTimeZone: seen, pendingTimeZoneSince: now })
      .where(eq(users.id, user.id));
    user.pendingTimeZone = seen;
    user.pendingTimeZoneSince = now;
    return user.timeZone;
  }
  if (now.getTime() - since.getTime() < ZONE_BELIEF_MS) return user.timeZone;
  await db
    .update(users)
    .set({ timeZone: seen, pendingTimeZone: null, pendingTimeZoneSince: null })
    .where(eq(users.id, user.id));
  user.timeZone = seen;
  user.pendingTimeZone = null;
  user.pendingTimeZoneSince = null;
  return seen;
}
