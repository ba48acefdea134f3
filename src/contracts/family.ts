import { z } from "zod";
import { AGE_MAX, AGE_MIN } from "../domain/limits";
import { familyChild, okBody, PASSWORD_MAX, ROLES, role } from "./auth";
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
  name: text({ max: CHILD_NAME_MAX, tooLong: "errors.nameTooLong" })
    .trim()
    .min(1, "errors.childNameRequired"),
  age: z.coerce
    .number({ error: "errors.ageRequired" })
    .int("errors.ageRequired")
    .min(AGE_MIN, "errors.ageRequired")
    .max(AGE_MAX, "errors.ageTooHigh"),
});
export type NewChildBody = z.infer<typeof newChildBody>;

/** What a login is to a child: the child's own login ("self") or a grown-up's role. */
export const standing = z.enum(["self", ...ROLES]);
export type StandingName = z.infer<typeof standing>;

/** A member of a child's family, as an owner sees it (the child's own login is "self"). */
export const familyMember = z.object({
  accountId: z.string().uuid(),
  name: z.string(),
  role: standing,
  kind: z.enum(["child", "grown-up"]),
  /** The member is the signed-in login. */
  isYou: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMember>;

/**
 * GET /api/family: the signed-in login's children; for children they own, the members too. A
 * child's own login sees itself ("self"), with its grown-ups when it may act as its parent.
 */
export const familyResponse = z.object({
  children: z.array(
    familyChild.extend({ role: standing, members: z.array(familyMember).optional() }),
  ),
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
  code: text({ max: 32, tooLong: "errors.notAJoinCode" }).trim().min(1, "errors.joinCodeRequired"),
});

/** A child by name, as the confirm screen of a grown-up's deletion lists it. */
export const namedChild = z.object({ id: z.string().uuid(), name: z.string() });
/** GET /api/family/account/deletion: what deleting the grown-up's login would delete and keep. */
export const accountDeletionPreview = z.object({
  /** Children only this login owns (and without a login of their own): deleted with it. */
  deleted: z.array(namedChild),
  /** Children another owner or their own login keeps, and those the login only cares for or views. */
  kept: z.array(namedChild),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreview>;

/** DELETE /api/family/account body: the grown-up's own password. */
export const deleteGrownUpBody = z.object({
  password: text({ max: PASSWORD_MAX, tooLong: "errors.passwordIsTooLong" }).min(
    1,
    "errors.passwordRequired",
  ),
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
  accountDeletion: endpoint({
    method: "GET",
    path: "/api/family/account/deletion",
    summary: "Which children deleting the grown-up's login would delete (those they alone own)",
    access: "signed-in",
    response: accountDeletionPreview,
  }),
  deleteAccount: endpoint({
    method: "DELETE",
    path: "/api/family/account",
    summary:
      "Deletes the grown-up's login with its password, and the children only it owns; its sessions end",
    access: "signed-in",
    body: deleteGrownUpBody,
    response: okBody,
  }),
} as const;

/** The most children a grown-up's login may add. */
export const MAX_CHILDREN_PER_LOGIN = 20;
