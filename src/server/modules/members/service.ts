import { createHash, randomInt } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { generate } from "lean-qr";
import { toSvgSource } from "lean-qr/extras/svg";
import type { FamilyChild, Role } from "../../../contracts/auth";
import {
  type AccountDeletionPreview,
  type FamilyMember,
  type FamilyResponse,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  JOIN_CODE_MINUTES,
  type JoinCodeResponse,
  MAX_CHILDREN_PER_LOGIN,
  type NewChildBody,
  type StandingName,
} from "../../../contracts/family";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  waitParams,
} from "../../lib/errors";
import { parentModeUntil, requireAccount } from "../../lib/request-context";
import { deleteGrownUpLogin } from "../account/repo";
import { deleteChildren } from "../account/service";
import { deviceHashOf, deviceTokenOf } from "../auth/devices";
import { presentUser } from "../auth/presenter";
import { checkCurrentPassword } from "../auth/service";
import {
  childrenOfAccount,
  countChildrenOf,
  countJoinCodeTry,
  deleteJoinCodesBy,
  deleteMembership,
  hasOwnLogin,
  insertChildOfAccount,
  insertJoinCode,
  lockJoinCode,
  lockMembersOf,
  type MemberRow,
  markJoinCodeUsed,
  membersOf,
  roleOf,
  saveMembership,
} from "../family/repo";
import type { PhotoStorage } from "../photos/storage";
import { countAttemptInWindow, forgetAttempts, uncountAttempt } from "../throttle/repo";

/** Wrong join codes allowed per device in a window, before 429 on that device. */
export const MAX_WRONG_JOIN_CODES_PER_DEVICE = 5;
const DEVICE_WINDOW_MS = 15 * 60_000;
/** Wrong join codes allowed per login, from every device together, in a longer window. */
export const MAX_WRONG_JOIN_CODES_PER_LOGIN = 20;
const LOGIN_WINDOW_MS = 24 * 60 * 60_000;
/** Join codes a login may make in an hour (each is a row; a family needs a few). */
export const MAX_JOIN_CODES_MADE_PER_HOUR = 30;

const ROLE_RANK: Record<Role, number> = { viewer: 0, carer: 1, owner: 2 };

/** A child as the family list shows it: the profile and progress, the standing, the login. */
function presentChild(child: UserRow, role: StandingName, hasLogin: boolean) {
  const { email: _email, ...shown } = presentUser(child);
  return { ...shown, role, hasLogin };
}

/**
 * Whether a child's own login may act as its parent now (ADR 056): without a parent code it
 * always may, as parent-only routes work; with one, only in parent mode.
 */
function childActsAsParent(request: FastifyRequest): boolean {
  const user = request.user;
  return Boolean(user) && (user?.parentCodeHash === null || parentModeUntil(request) !== null);
}

const parentCodeNeeded = () => forbidden("errors.parent_code_needed", "parent_code_needed");

const presentMember =
  (you: string) =>
  (row: MemberRow): FamilyMember => ({ ...row, isYou: row.accountId === you });

/**
 * GET /api/family: a grown-up's children with their role, and the members of those they own;
 * a child's own login sees itself ("self"), with its members when it may act as its parent.
 */
export async function familyOf(db: Db, request: FastifyRequest): Promise<FamilyResponse> {
  const account = requireAccount(request);
  if (account.kind === "child") {
    const user = request.user;
    if (!user) return { children: [] };
    const members = childActsAsParent(request) ? await membersOf(db, user.id) : undefined;
    return {
      children: [
        {
          ...presentChild(user, "self", true),
          ...(members ? { members: members.map(presentMember(account.id)) } : {}),
        },
      ],
    };
  }
  const children = await childrenOfAccount(db, account.id);
  const shown: FamilyResponse["children"] = [];
  for (const { child, role, hasLogin } of children) {
    const members = role === "owner" ? await membersOf(db, child.id) : undefined;
    shown.push({
      ...presentChild(child, role, hasLogin),
      ...(members ? { members: members.map(presentMember(account.id)) } : {}),
    });
  }
  return { children: shown };
}

/** POST /api/family/children: a child without a login, the grown-up its owner. */
export async function addChild(
  db: Db,
  request: FastifyRequest,
  body: NewChildBody,
  timeZone: string,
): Promise<FamilyChild> {
  const account = requireAccount(request);
  if (account.kind !== "grown-up") throw forbidden("errors.grownUpsOnly");
  if ((await countChildrenOf(db, account.id)) >= MAX_CHILDREN_PER_LOGIN) {
    throw conflict("errors.tooManyChildren", "conflict", { max: MAX_CHILDREN_PER_LOGIN });
  }
  const child = await insertChildOfAccount(db, account.id, { ...body, timeZone });
  return { ...presentChild(child, "owner", false), role: "owner" };
}

/** A code's letters as typed: case, spaces and dashes do not matter. */
export function normalJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, "");
}

/** A code as shown: in groups of four, easy to read aloud ("KX7Q-M2PH"). */
export function shownJoinCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

const hashJoinCode = (code: string) => createHash("sha256").update(code).digest("hex");
const JOIN_CODE_SHAPE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A new code of JOIN_CODE_LENGTH letters of the alphabet, each drawn by the system's randomness. */
function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * POST /api/family/join-codes: an owner makes a single-use code (an hour) joining a grown-up
 * to the child with a role; a child's own login may make an owner code for itself, as a parent
 * (parent mode once a parent code is set). Only the code's hash is kept.
 */
export async function makeJoinCode(
  db: Db,
  request: FastifyRequest,
  body: { childId: string; role: Role },
): Promise<JoinCodeResponse> {
  const account = requireAccount(request);
  if (account.kind === "child") {
    if (account.id !== body.childId || !request.user) throw forbidden("errors.notYourChild");
    if (!childActsAsParent(request)) throw parentCodeNeeded();
    if (body.role !== "owner") throw forbidden("errors.selfOwnerCodeOnly");
  } else {
    const role = await roleOf(db, account.id, body.childId);
    if (!role) throw forbidden("errors.notYourChild");
    if (role !== "owner") throw forbidden("errors.ownersOnly");
  }
  const made = await countAttemptInWindow(db, `join-code-made:${account.id}`, 60 * 60_000);
  if (made.count > MAX_JOIN_CODES_MADE_PER_HOUR) {
    throw tooManyRequests("errors.tooManyJoinCodes", made.msLeft / 1000, waitParams(made.msLeft));
  }
  const code = newJoinCode();
  const expiresAt = new Date(Date.now() + JOIN_CODE_MINUTES * 60_000);
  await insertJoinCode(db, {
    codeHash: hashJoinCode(code),
    childId: body.childId,
    role: body.role,
    createdBy: account.id,
    expiresAt,
  });
  const shown = shownJoinCode(code);
  return {
    code: shown,
    expiresAt: expiresAt.toISOString(),
    qrSvg: toSvgSource(generate(shown), { on: "black", off: "white", pad: 4, scale: 1 }),
  };
}

/**
 * The counters of join code tries: this login's (every device together) and this device's
 * (the device cookie's hash, or the address when a request carries none).
 */
function joinAttemptKeys(request: FastifyRequest, account: AccountRow) {
  const token = deviceTokenOf(request);
  const device = token ? deviceHashOf(token) : `ip:${request.ip}`;
  return { login: `join-code:login:${account.id}`, device: `join-code:device:${device}` };
}

/**
 * POST /api/family/join: links the signed-in grown-up with the code's child and role. Each try
 * is counted before the code is looked up (parallel guesses cannot slip past): against this
 * device (5 per 15 minutes) and this login (20 per 24 hours); past either, 429 with
 * Retry-After. A right code clears this device's count and is taken off the login's. A member
 * already keeps the higher of their role and the code's. Unknown: 400; used: 409; expired: 410.
 */
export async function join(db: Db, request: FastifyRequest, typed: string): Promise<FamilyChild> {
  const account = requireAccount(request);
  if (account.kind !== "grown-up") throw forbidden("errors.grownUpsOnly");
  const keys = joinAttemptKeys(request, account);
  const device = await countAttemptInWindow(db, keys.device, DEVICE_WINDOW_MS);
  if (device.count > MAX_WRONG_JOIN_CODES_PER_DEVICE) {
    throw tooManyRequests(
      "errors.tooManyJoinCodes",
      device.msLeft / 1000,
      waitParams(device.msLeft),
    );
  }
  const login = await countAttemptInWindow(db, keys.login, LOGIN_WINDOW_MS);
  if (login.count > MAX_WRONG_JOIN_CODES_PER_LOGIN) {
    throw tooManyRequests("errors.tooManyJoinCodes", login.msLeft / 1000, waitParams(login.msLeft));
  }
  const code = normalJoinCode(typed);
  const unknown = () => badRequest("errors.unknownJoinCode", { code: "errors.unknownJoinCode" });
  if (!JOIN_CODE_SHAPE.test(code)) throw unknown();
  const codeHash = hashJoinCode(code);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const row = await lockJoinCode(tx, codeHash);
    if (!row) return { refused: unknown() };
    if (row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
      await countJoinCodeTry(tx, codeHash);
      return {
        refused:
          row.usedAt !== null
            ? conflict("errors.join_code_used", "join_code_used")
            : new HttpError(410, "errors.join_code_expired", { code: "join_code_expired" }),
      };
    }
    await markJoinCodeUsed(tx, codeHash, account.id, now);
    const had = await roleOf(tx, account.id, row.childId);
    const role = had && ROLE_RANK[had] >= ROLE_RANK[row.role] ? had : row.role;
    await saveMembership(tx, row.childId, account.id, role);
    return { childId: row.childId, role };
  });
  if ("refused" in outcome) throw outcome.refused;
  await forgetAttempts(db, keys.device);
  await uncountAttempt(db, keys.login);
  const joined = (await childrenOfAccount(db, account.id)).find(
    ({ child }) => child.id === outcome.childId,
  );
  if (!joined) throw notFound("errors.notAMember");
  return { ...presentChild(joined.child, joined.role, joined.hasLogin), role: joined.role };
}

/**
 * DELETE /api/family/children/:childId/members/:accountId: an owner removes a member, or a
 * member leaves. The role is read from the database on every request, so the removed member's
 * very next request is refused. A child keeps at least one owner: a grown-up owner, or its own
 * login (which may make a new owner code). A child's own login is never removed.
 */
export async function removeMember(
  db: Db,
  request: FastifyRequest,
  childId: string,
  accountId: string,
): Promise<void> {
  const caller = requireAccount(request);
  const standing: StandingName | undefined =
    caller.kind === "child"
      ? caller.id === childId
        ? "self"
        : undefined
      : await roleOf(db, caller.id, childId);
  if (!standing) throw forbidden("errors.notYourChild");
  if (accountId === childId) throw forbidden("errors.childLoginStays");
  const leaving = accountId === caller.id;
  if (!leaving) {
    if (standing === "self" && !childActsAsParent(request)) throw parentCodeNeeded();
    if (standing !== "self" && standing !== "owner") throw forbidden("errors.ownersOnly");
  }
  await db.transaction(async (tx) => {
    const members = await lockMembersOf(tx, childId);
    const target = members.find((member) => member.accountId === accountId);
    if (!target) throw notFound("errors.notAMember");
    if (target.role === "owner") {
      const others = members.filter((m) => m.role === "owner" && m.accountId !== accountId);
      if (others.length === 0 && !(await hasOwnLogin(tx, childId)))
        throw conflict("errors.lastOwner");
    }
    await deleteMembership(tx, childId, accountId);
    await deleteJoinCodesBy(tx, childId, accountId);
  });
}

/**
 * The children deleting a grown-up's login would delete: those it owns with no other owner
 * and no login of their own. Every other child of the login is kept.
 */
async function deletionPlan(db: Db, account: AccountRow) {
  const deleted: UserRow[] = [];
  const kept: UserRow[] = [];
  for (const { child, role, hasLogin } of await childrenOfAccount(db, account.id)) {
    const alone =
      role === "owner" &&
      !hasLogin &&
      (await membersOf(db, child.id)).every(
        (m) => m.accountId === account.id || m.role !== "owner",
      );
    (alone ? deleted : kept).push(child);
  }
  return { deleted, kept };
}

const named = (children: UserRow[]) => children.map((c) => ({ id: c.id, name: c.username }));

/** GET /api/family/account/deletion: what the confirm screen lists before a grown-up deletes. */
export async function deletionPreview(
  db: Db,
  request: FastifyRequest,
): Promise<AccountDeletionPreview> {
  const account = requireAccount(request);
  if (account.kind !== "grown-up") throw forbidden("errors.grownUpsOnly");
  const { deleted, kept } = await deletionPlan(db, account);
  return { deleted: named(deleted), kept: named(kept) };
}

/**
 * DELETE /api/family/account: with the grown-up's password, deletes the children only it owns
 * (every row and photo, as a child's account deletion does) and the login, in one transaction;
 * every sign-in of the login ends. Answers whether the photos are gone already.
 */
export async function deleteGrownUp(
  db: Db,
  storage: PhotoStorage,
  request: FastifyRequest,
  password: string,
): Promise<{ photosRemoved: boolean }> {
  const account = requireAccount(request);
  if (account.kind !== "grown-up") throw forbidden("errors.grownUpsOnly");
  await checkCurrentPassword(db, account, password, deviceTokenOf(request), "password");
  const { deleted } = await deletionPlan(db, account);
  return deleteChildren(db, storage, deleted, (tx) => deleteGrownUpLogin(tx, account));
}
