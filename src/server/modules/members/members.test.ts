import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { JOIN_CODE_ALPHABET, JOIN_CODE_MINUTES } from "../../../contracts/family";
import { createTestApp, send, sessionCookie, signUp, type TestApp } from "../../test/app";
import { sweepJoinCodes } from "../family/repo";
import { MAX_WRONG_JOIN_CODES_PER_DEVICE } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

type GrownUp = {
  id: string;
  cookie: string;
  password: string;
  request: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

let counter = 0;
/** Signs a grown-up up with POST /api/auth/grown-up/signup; a device cookie of its own. */
async function grownUp(name?: string): Promise<GrownUp> {
  counter += 1;
  const password = "grown-up-secret";
  const res = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
    payload: { username: name ?? `grown_up_${counter}`, password, confirmPassword: password },
  });
  expect(res.statusCode).toBe(201);
  const device = res.cookies.find((c) => c.name === "td_device");
  const cookie = [sessionCookie(res), device ? `td_device=${device.value}` : ""]
    .filter(Boolean)
    .join("; ");
  return {
    id: res.json().id,
    cookie,
    password,
    request: (method, url, payload) => send(t.app, method, url, { cookie, payload }),
  };
}

const family = pathOf(API.family.family);
const children = pathOf(API.family.addChild);
const joinCodes = pathOf(API.family.createJoinCode);
const joinPath = pathOf(API.family.join);
const memberPath = (childId: string, accountId: string) =>
  pathOf(API.family.removeMember, { childId, accountId });

async function addChild(owner: GrownUp, name = "Pip", age = 4): Promise<string> {
  const res = await owner.request("POST", children, { name, age });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function codeFor(owner: GrownUp, childId: string, role = "carer"): Promise<string> {
  const res = await owner.request("POST", joinCodes, { childId, role });
  expect(res.statusCode).toBe(201);
  return res.json().code;
}

describe("children of a grown-up", () => {
  it("adds a child without a login, its owner, and lists it with its members", async () => {
    const mum = await grownUp("Mum Ada");
    const res = await mum.request("POST", children, { name: "  Pip ", age: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: "Pip", age: 4, role: "owner", hasLogin: false });
    const list = await mum.request("GET", family);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      children: [
        expect.objectContaining({
          id: res.json().id,
          role: "owner",
          members: [
            { accountId: mum.id, name: "Mum Ada", role: "owner", kind: "grown-up", isYou: true },
          ],
        }),
      ],
    });
    const me = await mum.request("GET", pathOf(API.auth.me));
    expect(me.json().children).toEqual([expect.objectContaining({ id: res.json().id })]);
  });

  it("answers 400 for a missing name or an age past 18, 401 signed out, 403 for a child", async () => {
    const mum = await grownUp();
    expect((await mum.request("POST", children, { name: " ", age: 4 })).statusCode).toBe(400);
    const old = await mum.request("POST", children, { name: "Pip", age: 19 });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe("Age must be 18 or under");
    expect(
      (await send(t.app, "POST", children, { payload: { name: "P", age: 4 } })).statusCode,
    ).toBe(401);
    expect((await send(t.app, "GET", family)).statusCode).toBe(401);
    const child = await signUp(t.app);
    const refused = await child.request("POST", children, { name: "Sis", age: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only a grown-up's own login can do that.");
  });

  it("shows carers their role only, without the members", async () => {
    const mum = await grownUp();
    const gran = await grownUp("Gran Bea");
    const pip = await addChild(mum);
    await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "carer") });
    const list = (await gran.request("GET", family)).json();
    expect(list.children).toHaveLength(1);
    expect(list.children[0]).toMatchObject({ id: pip, role: "carer" });
    expect(list.children[0].members).toBeUndefined();
    const mumSees = (await mum.request("GET", family)).json().children[0].members;
    expect(mumSees).toEqual([
      expect.objectContaining({ accountId: mum.id, role: "owner", isYou: true }),
      { accountId: gran.id, name: "Gran Bea", role: "carer", kind: "grown-up", isYou: false },
    ]);
  });
});

describe("join codes", () => {
  it("makes a readable single-use code with a QR image, kept hashed", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const before = Date.now();
    const res = await mum.request("POST", joinCodes, { childId: pip, role: "viewer" });
    expect(res.statusCode).toBe(201);
    const { code, expiresAt, qrSvg } = res.json();
    expect(code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{4}-[${JOIN_CODE_ALPHABET}]{4}$`));
    expect(code).not.toMatch(/[01OIL]/);
    const expiry = new Date(expiresAt).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + JOIN_CODE_MINUTES * 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + JOIN_CODE_MINUTES * 60_000);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const stored = await t.database.pool.query("select code_hash from join_codes");
    expect(JSON.stringify(stored.rows)).not.toContain(code.replace("-", ""));

    const dad = await grownUp();
    // Typed in small letters, with a space instead of the dash: the same code.
    const typed = code.toLowerCase().replace("-", " ");
    const joined = await dad.request("POST", joinPath, { code: typed });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: pip, role: "viewer", hasLogin: false });

    const uncle = await grownUp();
    const again = await uncle.request("POST", joinPath, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "join_code_used",
      message: "That join code has been used already. Ask for a new one.",
    });
    expect((await uncle.request("GET", family)).json().children).toEqual([]);
  });

  it("stops working after its hour (pinned clock)", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const code = await codeFor(mum, pip);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + JOIN_CODE_MINUTES * 60_000 + 1000 });
    const late = await (await grownUp()).request("POST", joinPath, { code });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      code: "join_code_expired",
      message: "That join code has expired. Ask for a new one.",
    });
  });

  it("still works a minute before its hour ends (pinned clock)", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const code = await codeFor(mum, pip);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (JOIN_CODE_MINUTES - 1) * 60_000 });
    expect((await (await grownUp()).request("POST", joinPath, { code })).statusCode).toBe(200);
  });

  it("refuses unknown codes with a clear message, and rate-limits wrong ones (429, Retry-After)", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const code = await codeFor(mum, pip);
    const guesser = await grownUp();
    for (let i = 0; i < MAX_WRONG_JOIN_CODES_PER_DEVICE; i += 1) {
      const wrong = await guesser.request("POST", joinPath, { code: "AAAA-AAAA" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("That join code is not right. Check it and try again.");
    }
    // Past the limit even the right code waits: guesses in parallel cannot slip past.
    const limited = await guesser.request("POST", joinPath, { code });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many wrong join codes/);
    // Another grown-up on another device is not held back by this one's guesses.
    expect((await (await grownUp()).request("POST", joinPath, { code })).statusCode).toBe(200);
  });

  it("is swept by the housekeeping a day after its hour, used or not", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    await codeFor(mum, pip);
    const fresh = await codeFor(mum, pip);
    await t.database.pool.query(
      "update join_codes set expires_at = now() - interval '25 hours' where child_id = $1 and code_hash <> encode(sha256($2::bytea), 'hex')",
      [pip, fresh.replace("-", "")],
    );
    expect(await sweepJoinCodes(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.pool.query("select 1 from join_codes where child_id = $1", [pip]);
    expect(left.rowCount).toBe(1);
    expect((await (await grownUp()).request("POST", joinPath, { code: fresh })).statusCode).toBe(
      200,
    );
  });

  it("keeps the higher role of a member who joins again", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const gran = await grownUp();
    await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "carer") });
    const lower = await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "viewer") });
    expect(lower.json()).toMatchObject({ id: pip, role: "carer" });
    const higher = await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "owner") });
    expect(higher.json()).toMatchObject({ id: pip, role: "owner" });
  });

  it("answers 400, 401 and 403 as it should", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const bad = await mum.request("POST", joinCodes, { childId: pip, role: "boss" });
    expect(bad.statusCode).toBe(400);
    expect((await mum.request("POST", joinCodes, { childId: "x", role: "owner" })).statusCode).toBe(
      400,
    );
    expect((await mum.request("POST", joinPath, { code: "" })).statusCode).toBe(400);
    expect((await mum.request("POST", joinPath, { code: "A".repeat(40) })).statusCode).toBe(400);
    expect(
      (await send(t.app, "POST", joinCodes, { payload: { childId: pip, role: "owner" } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, "POST", joinPath, { payload: { code: "AAAA-AAAA" } })).statusCode,
    ).toBe(401);
    // Another family's grown-up, a carer, and a child's own login for another child: 403.
    const stranger = await grownUp();
    const other = await stranger.request("POST", joinCodes, { childId: pip, role: "owner" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You can only open your own case files.");
    const carer = await grownUp();
    await carer.request("POST", joinPath, { code: await codeFor(mum, pip, "carer") });
    const notOwner = await carer.request("POST", joinCodes, { childId: pip, role: "viewer" });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe("Only an owner of this diary can do that.");
    const child = await signUp(t.app);
    expect(
      (await child.request("POST", joinCodes, { childId: pip, role: "owner" })).statusCode,
    ).toBe(403);
    // A child's own login never joins a family with a code.
    const childJoins = await child.request("POST", joinPath, { code: await codeFor(mum, pip) });
    expect(childJoins.statusCode).toBe(403);
    expect(childJoins.json().message).toBe("Only a grown-up's own login can do that.");
  });
});

describe("a child who signed up first", () => {
  it("makes an owner code in parent mode; a grown-up joins; the child keeps its login and diary", async () => {
    const child = await signUp(t.app, { username: "Nancy_D", password: "nancy-secret" });
    const id = child.user.id;
    const meal = await child.request("POST", pathOf(API.meals.create), {
      manualFoods: ["toast"],
      mealType: "breakfast",
    });
    expect(meal.statusCode).toBe(201);
    // No parent code yet: the parent's part works as before (ADR 056), owner codes only.
    const carerCode = await child.request("POST", joinCodes, { childId: id, role: "carer" });
    expect(carerCode.statusCode).toBe(403);
    expect(carerCode.json().message).toBe(
      "A detective can make only an owner code, for a grown-up.",
    );
    // With a parent code set, only parent mode may make one.
    const parentCode = pathOf(API.parent.code, { userId: id });
    const set = await child.request("PUT", parentCode, {
      password: "nancy-secret",
      parentCode: "4829",
    });
    expect(set.statusCode).toBe(200);
    await child.request("DELETE", pathOf(API.parent.end, { userId: id }));
    const noMode = await child.request("POST", joinCodes, { childId: id, role: "owner" });
    expect(noMode.statusCode).toBe(403);
    expect(noMode.json()).toEqual({ code: "parent_code_needed", message: "Parent code needed" });
    const self = (await child.request("GET", family)).json().children;
    expect(self).toEqual([expect.objectContaining({ id, role: "self", hasLogin: true })]);
    expect(self[0].members).toBeUndefined();
    await child.request("POST", pathOf(API.parent.start, { userId: id }), { parentCode: "4829" });
    const made = await child.request("POST", joinCodes, { childId: id, role: "owner" });
    expect(made.statusCode).toBe(201);

    const mum = await grownUp("Mum Nancy");
    const joined = await mum.request("POST", joinPath, { code: made.json().code });
    expect(joined.json()).toMatchObject({ id, role: "owner", hasLogin: true, username: "Nancy_D" });
    // In parent mode the child sees its grown-ups; it is never removable.
    const members = (await child.request("GET", family)).json().children[0].members;
    expect(members).toEqual([
      { accountId: id, name: "Nancy_D", role: "self", kind: "child", isYou: true },
      { accountId: mum.id, name: "Mum Nancy", role: "owner", kind: "grown-up", isYou: false },
    ]);
    const removeChild = await mum.request("DELETE", memberPath(id, id));
    expect(removeChild.statusCode).toBe(403);
    expect(removeChild.json().message).toBe(
      "A detective's own login cannot be removed from their diary.",
    );
    // As a parent, the child may remove a grown-up; out of parent mode it may not.
    const gran = await grownUp();
    await gran.request("POST", joinPath, { code: await codeFor(mum, id, "viewer") });
    await child.request("DELETE", pathOf(API.parent.end, { userId: id }));
    const outOfMode = await child.request("DELETE", memberPath(id, gran.id));
    expect(outOfMode.statusCode).toBe(403);
    expect(outOfMode.json().code).toBe("parent_code_needed");
    await child.request("POST", pathOf(API.parent.start, { userId: id }), { parentCode: "4829" });
    expect((await child.request("DELETE", memberPath(id, gran.id))).statusCode).toBe(200);
    // The only grown-up owner may leave: the child's own login keeps the diary.
    expect((await mum.request("DELETE", memberPath(id, mum.id))).statusCode).toBe(200);
    await mum.request("POST", joinPath, {
      code: (await child.request("POST", joinCodes, { childId: id, role: "owner" })).json().code,
    });

    // The child still signs in with its own name, same id, diary intact.
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "Nancy_D", password: "nancy-secret" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ kind: "child", id });
    const meals = await send(t.app, "GET", pathOf(API.meals.today, { userId: id }), {
      cookie: sessionCookie(login),
    });
    expect(meals.statusCode).toBe(200);
    expect(JSON.stringify(meals.json())).toContain(meal.json().id);
  });
});

describe("removing a member", () => {
  it("takes effect on the removed member's very next request", async () => {
    const mum = await grownUp();
    const dad = await grownUp();
    const pip = await addChild(mum);
    await dad.request("POST", joinPath, { code: await codeFor(mum, pip, "owner") });
    const archive = pathOf(API.account.archive, { userId: pip });
    expect((await dad.request("GET", archive)).statusCode).toBe(200);
    expect((await mum.request("DELETE", memberPath(pip, dad.id))).statusCode).toBe(200);
    const next = await dad.request("GET", archive);
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe("You can only open your own case files.");
    expect((await dad.request("GET", family)).json().children).toEqual([]);
    expect((await dad.request("POST", joinCodes, { childId: pip, role: "owner" })).statusCode).toBe(
      403,
    );
  });

  it("lets a member leave, but never the last owner (409)", async () => {
    const mum = await grownUp();
    const gran = await grownUp();
    const pip = await addChild(mum);
    await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "viewer") });
    const last = await mum.request("DELETE", memberPath(pip, mum.id));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      "A child always keeps at least one owner. Make another grown-up an owner first.",
    );
    // A viewer may leave, but not remove others.
    const notOwner = await gran.request("DELETE", memberPath(pip, mum.id));
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe("Only an owner of this diary can do that.");
    expect((await gran.request("DELETE", memberPath(pip, gran.id))).statusCode).toBe(200);
    expect((await gran.request("GET", family)).json().children).toEqual([]);
    // With a second owner, the first may leave.
    const dad = await grownUp();
    await dad.request("POST", joinPath, { code: await codeFor(mum, pip, "owner") });
    expect((await mum.request("DELETE", memberPath(pip, mum.id))).statusCode).toBe(200);
    const lastAgain = await dad.request("DELETE", memberPath(pip, dad.id));
    expect(lastAgain.statusCode).toBe(409);
  });

  it("answers 400, 401, 403 and 404", async () => {
    const mum = await grownUp();
    const pip = await addChild(mum);
    const stranger = await grownUp();
    expect((await mum.request("DELETE", memberPath("nope", mum.id))).statusCode).toBe(400);
    expect((await send(t.app, "DELETE", memberPath(pip, mum.id))).statusCode).toBe(401);
    const other = await stranger.request("DELETE", memberPath(pip, mum.id));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You can only open your own case files.");
    const absent = await mum.request("DELETE", memberPath(pip, stranger.id));
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe("That person is not a member of this child's family.");
  });
});

describe("data rights of a family", () => {
  it("an owner downloads and deletes a child with their own password; carers cannot", async () => {
    const mum = await grownUp();
    const gran = await grownUp();
    const pip = await addChild(mum);
    await gran.request("POST", joinPath, { code: await codeFor(mum, pip, "carer") });
    const archive = pathOf(API.account.archive, { userId: pip });
    const owned = await mum.request("GET", archive);
    expect(owned.statusCode).toBe(200);
    expect(owned.headers["content-type"]).toBe("application/zip");
    expect((await gran.request("GET", archive)).statusCode).toBe(403);
    const remove = pathOf(API.account.remove, { userId: pip });
    expect((await gran.request("DELETE", remove, { password: gran.password })).statusCode).toBe(
      403,
    );
    expect((await mum.request("DELETE", remove, {})).statusCode).toBe(400);
    expect((await mum.request("DELETE", remove, { password: "not-mine" })).statusCode).toBe(400);
    expect((await mum.request("DELETE", remove, { password: mum.password })).statusCode).toBe(200);
    // The owner stays signed in; the child and its memberships are gone.
    const after = await mum.request("GET", family);
    expect(after.statusCode).toBe(200);
    expect(after.json().children).toEqual([]);
    expect((await gran.request("GET", family)).json().children).toEqual([]);
    const rows = await t.database.pool.query("select 1 from users where id = $1", [pip]);
    expect(rows.rowCount).toBe(0);
  });

  it("an owner deleting a child with a login deletes the login too", async () => {
    const child = await signUp(t.app, { username: "Kit_Login", password: "kit-secret" });
    const made = await child.request("POST", joinCodes, { childId: child.user.id, role: "owner" });
    const mum = await grownUp();
    await mum.request("POST", joinPath, { code: made.json().code });
    const remove = pathOf(API.account.remove, { userId: child.user.id });
    expect((await mum.request("DELETE", remove, { password: mum.password })).statusCode).toBe(200);
    const login = await send(t.app, "POST", pathOf(API.auth.login), {
      payload: { username: "Kit_Login", password: "kit-secret" },
    });
    expect(login.statusCode).toBe(401);
    const next = await child.request("GET", pathOf(API.auth.me));
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe("account_deleted");
  });

  it("deleting a grown-up's login deletes only the children they alone own", async () => {
    const mum = await grownUp();
    const dad = await grownUp();
    const alone = await addChild(mum, "Alone");
    const shared = await addChild(mum, "Shared");
    const dadsOwn = await addChild(dad, "Dads");
    await dad.request("POST", joinPath, { code: await codeFor(mum, shared, "owner") });
    await mum.request("POST", joinPath, { code: await codeFor(dad, dadsOwn, "viewer") });
    const child = await signUp(t.app, { username: "Own_Login" });
    const code = await child.request("POST", joinCodes, { childId: child.user.id, role: "owner" });
    await mum.request("POST", joinPath, { code: code.json().code });

    const preview = await mum.request("GET", pathOf(API.family.accountDeletion));
    expect(preview.statusCode).toBe(200);
    expect(preview.json().deleted).toEqual([{ id: alone, name: "Alone" }]);
    expect(
      preview
        .json()
        .kept.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(["Dads", "Own_Login", "Shared"]);

    const deletion = pathOf(API.family.deleteAccount);
    expect((await mum.request("DELETE", deletion, {})).statusCode).toBe(400);
    expect((await mum.request("DELETE", deletion, { password: "wrong-one" })).statusCode).toBe(400);
    expect((await send(t.app, "DELETE", deletion, { payload: { password: "x" } })).statusCode).toBe(
      401,
    );
    const childTries = await child.request("DELETE", deletion, { password: "secret123" });
    expect(childTries.statusCode).toBe(403);
    expect((await child.request("GET", pathOf(API.family.accountDeletion))).statusCode).toBe(403);

    const gone = await mum.request("DELETE", deletion, { password: mum.password });
    expect(gone.statusCode).toBe(200);
    const users = await t.database.pool.query("select id from users where id = any($1)", [
      [alone, shared, dadsOwn, child.user.id],
    ]);
    expect(users.rows.map((r) => r.id).sort()).toEqual([shared, dadsOwn, child.user.id].sort());
    expect((await mum.request("GET", family)).statusCode).toBe(401);
    const dadSees = (await dad.request("GET", family)).json().children;
    expect(dadSees.map((c: { id: string }) => c.id).sort()).toEqual([shared, dadsOwn].sort());
    expect((await child.request("GET", family)).statusCode).toBe(200);
  });
});
