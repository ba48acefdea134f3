import { sql } from "drizzle-orm";
import { DEMO_PASSWORD, DEMO_USERNAME } from "../../contracts/demo";
import { BADGE_CATALOGUE } from "../../domain/badges";
import { normalUsername } from "../../domain/usernames";
import { badgeDescription, badgeName, badgeRequirement } from "../../i18n/words/badges";
import { translatorFor } from "../lib/i18n";
import { hashPassword } from "../lib/passwords";
import type { Db } from "./client";
import { accounts, badges, users } from "./schema/index";

/** The badges table holds each badge's words in English (SPEC 3), for API clients. */
const english = translatorFor("en").t;

/** Writes the badge catalogue of the domain into `badges`, updating names and points in place. */
export async function seedBadges(db: Db): Promise<void> {
  await db
    .insert(badges)
    .values(
      BADGE_CATALOGUE.map((b) => ({
        id: b.key,
        name: badgeName(english, b.key),
        description: badgeDescription(english, b.key),
        icon: b.icon,
        requirement: badgeRequirement(english, b.key),
        points: b.points,
      })),
    )
    .onConflictDoUpdate({
      target: badges.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        requirement: sql`excluded.requirement`,
        points: sql`excluded.points`,
      },
    });
}

/** Creates the demo account of the Safari test pages when it is missing (DEMO_ACCOUNT=true). */
export async function seedDemoAccount(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [login] = await tx
      .insert(accounts)
      .values({
        kind: "child",
        username: DEMO_USERNAME,
        usernameNormal: normalUsername(DEMO_USERNAME),
        passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    // A child's own login has the child's id (ADR 065).
    if (login) await tx.insert(users).values({ id: login.id, username: DEMO_USERNAME, age: 9 });
  });
}
