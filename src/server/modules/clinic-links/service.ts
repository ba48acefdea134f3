import { createHash, randomBytes } from "node:crypto";
import {
  CLINIC_LINK_OPENS_LISTED,
  CLINIC_PAGE_PREFIX,
  type ClinicLinkView,
  type CreatedClinicLink,
} from "../../../contracts/clinic-links";
import { reasonKey } from "../../../contracts/error-reasons";
import type { ExportData } from "../../../contracts/export";
import { localDate } from "../../../domain/local-day";
import { summaryPeriod } from "../../../domain/reports/clinic-summary";
import { exportRangeProblems } from "../../../domain/reports/export-range";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { badRequest, notFound } from "../../lib/errors";
import { exportDiary } from "../export/service";
import {
  type ClinicLinkOpenRow,
  type ClinicLinkRow,
  insertLink,
  latestOpens,
  linkByHash,
  linksOf,
  logOpen,
  revokeLink,
} from "./repo";

/** Random bytes of a token: 256 bits, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
/** What a token looks like; anything else is unknown without asking the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

/** The SHA-256 of a token, as stored (a token never is). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The page's address on the origin the request came to. */
export function clinicPageUrl(origin: string, token: string): string {
  return `${origin}${CLINIC_PAGE_PREFIX}${token}`;
}

/**
 * Makes a link to the child's diary over a period (the last 4 weeks up to the child's today
 * unless dates are given; no day after today), open for `days` days. Answers the token once.
 */
export async function createClinicLink(
  db: Db,
  child: UserRow,
  createdBy: string,
  body: { days: number; startDate?: string; endDate?: string },
  now = new Date(),
): Promise<{ token: string; link: ClinicLinkRow }> {
  const today = localDate(now, child.timeZone);
  const range = { startDate: body.startDate, endDate: body.endDate };
  const problems = exportRangeProblems(range, today);
  const first = Object.values(problems)[0];
  if (first) {
    const byField = Object.entries(problems).map(([field, problem]) => [field, reasonKey(problem)]);
    throw badRequest(reasonKey(first), Object.fromEntries(byField));
  }
  const period = summaryPeriod(range, today);
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const link = await insertLink(db, {
    userId: child.id,
    createdBy,
    tokenHash: tokenHash(token),
    startDate: period.startDate,
    endDate: period.endDate,
    createdAt: now,
    expiresAt: new Date(now.getTime() + body.days * DAY_MS),
  });
  return { token, link };
}

/** The create call's answer. */
export function presentCreated(link: ClinicLinkRow, url: string): CreatedClinicLink {
  return {
    id: link.id,
    url,
    expiresAt: link.expiresAt.toISOString(),
    startDate: link.startDate,
    endDate: link.endDate,
  };
}

function stateOf(link: ClinicLinkRow, now: Date): ClinicLinkView["state"] {
  if (link.revokedAt) return "revoked";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

/** A link as the family's list shows it. */
export function presentLink(
  link: ClinicLinkRow,
  opens: readonly ClinicLinkOpenRow[],
  now: Date,
): ClinicLinkView {
  return {
    id: link.id,
    startDate: link.startDate,
    endDate: link.endDate,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: stateOf(link, now),
    openCount: link.openCount,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    opens: opens
      .filter((open) => open.linkId === link.id)
      .map((open) => ({
        at: open.openedAt.toISOString(),
        what: open.what === "fhir" ? "fhir" : "page",
      })),
  };
}

/** The child's links with their latest opens, newest first. */
export async function listClinicLinks(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ClinicLinkView[]> {
  const links = await linksOf(db, userId);
  const opens = await latestOpens(
    db,
    links.map((l) => l.id),
    CLINIC_LINK_OPENS_LISTED,
  );
  return links.map((link) => presentLink(link, opens, now));
}

/** Revokes one of the child's links at once (404 for a link that is not the child's). */
export async function revokeClinicLink(
  db: Db,
  userId: string,
  linkId: string,
  now = new Date(),
): Promise<ClinicLinkView> {
  const link = await revokeLink(db, userId, linkId, now);
  if (!link) throw notFound("errors.clinicLinkNotFound");
  const opens = await latestOpens(db, [link.id], CLINIC_LINK_OPENS_LISTED);
  return presentLink(link, opens, now);
}

/** What opening a token found: the link and its child, or why there is nothing to show. */
export type OpenedLink =
  | { status: "open"; link: ClinicLinkRow; child: UserRow }
  | { status: "unknown" | "revoked" | "expired" };

/**
 * Checks a token (its hash known, not revoked, not expired at `now`) and, when it opens, logs
 * the open for the family. Nothing of the child is read for a token that does not open.
 */
export async function openClinicLink(
  db: Db,
  token: string,
  what: "page" | "fhir",
  now = new Date(),
): Promise<OpenedLink> {
  if (!TOKEN_PATTERN.test(token)) return { status: "unknown" };
  const found = await linkByHash(db, tokenHash(token));
  if (!found) return { status: "unknown" };
  const { link, user } = found;
  if (link.revokedAt) return { status: "revoked" };
  if (link.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  // Revoked or expired between the read and this write: refused like the checks above.
  const logged = await db.transaction((tx) => logOpen(tx, link, what, now));
  if (!logged) return { status: "revoked" };
  return { status: "open", link, child: user };
}

/**
 * The diary of a link's period. A day after the child's today (the zone moved west since the
 * link was made) is read up to today instead of refused.
 */
export function linkDiary(db: Db, link: ClinicLinkRow, child: UserRow, now: Date) {
  const today = localDate(now, child.timeZone);
  const clamp = (day: string) => (day > today ? today : day);
  const period = { startDate: clamp(link.startDate), endDate: clamp(link.endDate) };
  return exportDiary(db, child, period, now).then(
    (data): { data: ExportData; period: typeof period } => ({ data, period }),
  );
}
