import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { type AccountRow, accounts } from "../../db/schema/family";

/** The names of the grown-up logins among `ids` (a child's own login and null are left out). */
export async function grownUpNames(
  tx: Tx,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: accounts.id, name: accounts.username })
    .from(accounts)
    .where(and(inArray(accounts.id, wanted), eq(accounts.kind, "grown-up")));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Entries as the client sees them, each logged by a grown-up's login naming that grown-up
 * (`loggedByName`, ADR 065); the child's own entries and those from before stay as they were.
 * One lookup for the whole list.
 */
export async function presentLoggedBy<
  Row extends { loggedBy: string | null; userId?: string },
  Shown extends { loggedByName?: string | null },
>(tx: Tx, rows: readonly Row[], present: (row: Row) => Shown): Promise<Shown[]> {
  // A child's own login is the child (the same id): its entries need no name looked up.
  const names = await grownUpNames(
    tx,
    rows.map((row) => (row.loggedBy === row.userId ? null : row.loggedBy)),
  );
  return rows.map((row) => {
    const name = row.loggedBy ? names.get(row.loggedBy) : undefined;
    return name ? { ...present(row), loggedByName: name } : present(row);
  });
}

/** One entry as the client sees it, named by its grown-up as in `presentLoggedBy`. */
export async function presentOneLoggedBy<
  Row extends { loggedBy: string | null },
  Shown extends { loggedByName?: string | null },
>(tx: Tx, row: Row, present: (row: Row) => Shown): Promise<Shown> {
  const [shown] = await presentLoggedBy(tx, [row], present);
  return shown ?? present(row);
}

/** The login logging a new entry: its id, and its name should it be a grown-up's. */
export type Logger = Pick<AccountRow, "id" | "kind" | "username">;

/**
 * A new entry as the client sees it, logged by `by` (the request's own login): named as in
 * `presentLoggedBy` without reading the name back.
 */
export function presentLoggedByLogger<
  Row extends { loggedBy: string | null },
  Shown extends { loggedByName?: string | null },
>(row: Row, present: (row: Row) => Shown, by: Logger): Shown {
  const shown = present(row);
  return by.kind === "grown-up" && row.loggedBy === by.id
    ? { ...shown, loggedByName: by.username }
    : shown;
}
