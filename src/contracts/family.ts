import { z } from "zod";
import { AGE_MAX, AGE_MIN } from "../domain/limits";
import { familyChild, okBody, role } from "./auth";
import { uuidParam } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

export { ACCOUNT_KINDS, type AccountKind, ROLES, type Role } from "./auth";

/** How long a join code may be used. */
export const JOIN_CODE_MINUTES = 60;
/** The letters a join code is made of: no 0/O, no 1/l/I, easy to read aloud. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** How many letters a join code has (dashes and spaces typed with it are ignored). */
export const JOIN_CODE_LENGTH = 8;
/** The longest child's name (as a child's login name). */
export const CHILD_NAME_MAX = 30;

/** POST /api/family/children body: a child with no login of its own. */
export const newChildBody = z.object({
  name: text({ max: CHILD_NAME_MAX, tooLong: `A name can have at most ${CHILD_NAME_MAX} letters` })
    .trim()
    .min(1, "Please type the child's name"),
  age: z.coerce
    .number({ error: "Age is required" })
    .int("Age is required")
    .min(AGE_MIN, "Age is required")
    .max(AGE_MAX, "Age must be 18 or under"),
});
export type NewChildBody = z.infer<typeof newChildBody>;

/** A member of a child's family, as an owner sees it. */
export const familyMember = z.object({
  accountId: z.string().uuid(),
  name: z.string(),
  role,
  kind: z.enum(["child", "grown-up"]),
  /** The member is the signed-in login. */
  isYou: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMember>;

/** GET /api/family: the signed-in login's children; for children they own, the members too. */
export const familyResponse = z.object({
  children: z.array(familyChild.extend({ members: z.array(familyMember).optional() })),
});
export type FamilyResponse = z.infer<typeof familyResponse>;

/** POST /api/family/join-codes body. */
export const joinCodeBody = z.object({ childId: uuidParam("child id"), role });
/** A new join code: the code to read out or type, until when, and a QR image (SVG) of it. */
export const joinCodeResponse = z.object({
  code: z.string(),
  expiresAt: z.string(),
  qrSvg: z.string(),
});
export type JoinCodeResponse = z.infer<typeof joinCodeResponse>;

/** POST /api/family/join body: a code as typed (case, spaces and dashes do not matter). */
export const joinBody = z.object({
  code: text({ max: 32, tooLong: "That is not a join code" }).trim().min(1, "Please type the code"),
});

export const memberParams = z.object({
  childId: uuidParam("child id"),
  accountId: uuidParam("account id"),
});

/** The family calls (ADR 065). */
export const familyEndpoints = {
  family: endpoint({
    method: "GET",
    path: "/api/family",
    summary: "The signed-in login's children, with the members of those they own",
    access: "signed-in",
    response: familyResponse,
  }),
  addChild: endpoint({
    method: "POST",
    path: "/api/family/children",
    summary: "Adds a child without a login of its own; the grown-up becomes its owner",
    access: "signed-in",
    body: newChildBody,
    response: familyChild,
    status: 201,
  }),
  createJoinCode: endpoint({
    method: "POST",
    path: "/api/family/join-codes",
    summary: "Makes a single-use code (one hour) that joins a grown-up to a child with a role",
    access: "signed-in",
    body: joinCodeBody,
    response: joinCodeResponse,
    status: 201,
  }),
  join: endpoint({
    method: "POST",
    path: "/api/family/join",
    summary: "Joins the signed-in grown-up to the code's child with the code's role",
    access: "signed-in",
    body: joinBody,
    response: familyChild,
  }),
  removeMember: endpoint({
    method: "DELETE",
    path: "/api/family/children/:childId/members/:accountId",
    summary: "Removes a member from a child (owners; a member may remove themselves)",
    access: "signed-in",
    params: memberParams,
    response: okBody,
  }),
} as const;

/** Shown to a login that is not a member of the child (or is another child). */
export const NOT_YOUR_CHILD = "You can only open your own case files.";
/** Shown to a viewer who tries to write. */
export const VIEWERS_ONLY_LOOK = "You can look at this diary, but not change it.";
/** Shown to a carer or viewer for what only an owner may do. */
export const OWNERS_ONLY = "Only an owner of this diary can do that.";
/** Shown to a carer who changes or deletes an entry someone else logged. */
export const CARERS_OWN_ENTRIES = "You can change only what you logged.";
/** Shown to a grown-up whose write does not say which child it is for. */
export const CHILD_NEEDED = "Please choose which child this is for.";
/** Shown to a grown-up for an entry that is in none of their children's diaries. */
export const NO_SUCH_ENTRY = "That is not in any case file you can open.";
/** Shown to a grown-up on what only the child's own login does (its password, its account). */
export const CHILDS_OWN_LOGIN_ONLY = "Only the detective's own login can do that.";
