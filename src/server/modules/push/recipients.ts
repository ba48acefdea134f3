import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { familyMembers } from "../../db/schema/family";

/**
 * The logins whose devices get a child's reminders: the one place that says it. The child's own
 * login (whose id is the child's id; a child without one has no devices of its own) and every
 * grown-up member of the child, whatever their role (ADR 065, ADR 068).
 */
export async function recipientsOfChild(db: Tx, childId: string): Promise<string[]> {
  const members = await db
    .select({ accountId: familyMembers.accountId })
    .from(familyMembers)
    .where(eq(familyMembers.childId, childId));
  return [childId, ...members.map((m) => m.accountId)];
}
