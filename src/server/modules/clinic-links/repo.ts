import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clinicLinkOpens, clinicLinks, users } from "../../db/schema/index";

export type ClinicLinkRow = typeof clinicLinks.$inferSelect;
export type ClinicLinkOpenRow = typeof clinicLinkOpens.$inferSelect;

/** Stores a new link (its token's hash only). */
export async function insertLink(
  tx: Tx,
  values: typeof clinicLinks.$inferInsert,
): Promise<ClinicLinkRow> {
  const [row] = await tx.insert(clinicLinks).values(values).returning();
  if (!row) throw new Error("clinic link insert returned nothing");
  return row;
}

/** The child's links, newest first. */
export function linksOf(tx: Tx, userId: string): Promise<ClinicLinkRow[]> {
  return tx
    .select()
    .from(clinicLinks)
    .where(eq(clinicLinks.userId, userId))
    .orderBy(desc(clinicLinks.createdAt), desc(clinicLinks.id));
}

/** The latest opens of each link, newest first, at most `perLink` each. */
export async function latestOpens(
  tx: Tx,
  linkIds: readonly string[],
  perLink: number,
): Promise<ClinicLinkOpenRow[]> {
  if (linkIds.length === 0) return [];
  const ranked = tx
    .select({
      id: clinicLinkOpens.id,
      linkId: clinicLinkOpens.linkId,
      userId: clinicLinkOpens.userId,
      what: clinicLinkOpens.what,
      openedAt: clinicLinkOpens.openedAt,
      rank: sql<number>`row_number() over (partition by ${clinicLinkOpens.linkId} order by ${clinicLinkOpens.openedAt} desc)`.as(
        "rank",
      ),
    })
    .from(clinicLinkOpens)
    .where(inArray(clinicLinkOpens.linkId, [...linkIds]))
    .as("ranked");
  const rows = await tx
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perLink}`)
    .orderBy(desc(ranked.openedAt));
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** Revokes one of the child's links (a revoked one keeps its first revocation); null: not theirs. */
export async function revokeLink(
  tx: Tx,
  userId: string,
  linkId: string,
  now: Date,
): Promise<ClinicLinkRow | null> {
  const [row] = await tx
    .update(clinicLinks)
    .set({ revokedAt: sql`coalesce(${clinicLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(clinicLinks.id, linkId), eq(clinicLinks.userId, userId)))
    .returning();
  return row ?? null;
}

/** The link a token's hash names, with its child; null when there is none. */
export async function linkByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ link: clinicLinks, user: users })
    .from(clinicLinks)
    .innerJoin(users, eq(users.id, clinicLinks.userId))
    .where(eq(clinicLinks.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Counts one open of a link still open at `now` and logs it; false when the link was revoked
 * or expired in between (then nothing is logged).
 */
export async function logOpen(
  tx: Tx,
  link: { id: string; userId: string },
  what: "page" | "fhir",
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const updated = await tx
    .update(clinicLinks)
    .set({ openCount: sql`${clinicLinks.openCount} + 1`, lastOpenedAt: now })
    .where(
      and(
        eq(clinicLinks.id, link.id),
        isNull(clinicLinks.revokedAt),
        sql`${clinicLinks.expiresAt} > ${at}::timestamptz`,
      ),
    )
    .returning({ id: clinicLinks.id });
  if (updated.length === 0) return false;
  await tx
    .insert(clinicLinkOpens)
    .values({ linkId: link.id, userId: link.userId, what, openedAt: now });
  return true;
}
