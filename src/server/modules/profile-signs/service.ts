import { asc, eq } from "drizzle-orm";
import type { ProfileSignsBody, ProfileSignsList } from "../../../contracts/profile-signs";
import { isProfileSign, PROFILE_SIGN_VALUES } from "../../../domain/alarm-signs";
import { localDate } from "../../../domain/local-day";
import type { Db, Tx } from "../../db/client";
import { profileSigns } from "../../db/schema/index";
import { badRequest } from "../../lib/errors";
import type { Player } from "../game/diary-write";

/** The profile's alarm signs, in the list's order (ADR 062). */
export async function profileSignsOf(db: Db | Tx, userId: string): Promise<ProfileSignsList> {
  const rows = await db
    .select()
    .from(profileSigns)
    .where(eq(profileSigns.userId, userId))
    .orderBy(asc(profileSigns.sign));
  const order = (sign: string) => (PROFILE_SIGN_VALUES as readonly string[]).indexOf(sign);
  return {
    signs: rows
      .flatMap((row) =>
        isProfileSign(row.sign)
          ? [{ sign: row.sign, since: row.since, updatedAt: row.updatedAt.toISOString() }]
          : [],
      )
      .sort((a, b) => order(a.sign) - order(b.sign)),
  };
}

/**
 * Sets the list as the grown-up left it: new signs added, dates changed, signs left out taken
 * off, in one transaction. A day after the child's today is refused (400).
 */
export async function replaceProfileSigns(
  db: Db,
  player: Player,
  body: ProfileSignsBody,
  now = new Date(),
): Promise<ProfileSignsList> {
  const today = localDate(now, player.timeZone);
  const future = body.signs.findIndex((s) => s.since > today);
  if (future >= 0) {
    throw badRequest("errors.sinceInFuture", { [`signs.${future}.since`]: "errors.sinceInFuture" });
  }
  return db.transaction(async (tx) => {
    const before = await profileSignsOf(tx, player.id);
    await tx.delete(profileSigns).where(eq(profileSigns.userId, player.id));
    if (body.signs.length > 0) {
      await tx.insert(profileSigns).values(
        body.signs.map((s) => {
          const kept = before.signs.find((b) => b.sign === s.sign && b.since === s.since);
          return {
            userId: player.id,
            sign: s.sign,
            since: s.since,
            updatedAt: kept ? new Date(kept.updatedAt) : now,
          };
        }),
      );
    }
    return profileSignsOf(tx, player.id);
  });
}
