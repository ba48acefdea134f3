import type { Tx } from "../../db/client";

/**
 * The logins whose devices get a child's reminders: the one place that says it. Today a child's
 * own login (whose id is the child's id); the child's grown-ups join here when families have
 * logins of their own.
 */
export async function recipientsOfChild(_db: Tx, childId: string): Promise<string[]> {
  return [childId];
}
