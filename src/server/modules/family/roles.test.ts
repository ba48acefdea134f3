import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API, allEndpoints } from "../../../contracts/api";
import { API_PREFIX, type EndpointDefinition, pathOf } from "../../../contracts/endpoint";
import { photos } from "../../db/schema/photos";
import {
  type Client,
  createTestApp,
  send,
  sessionCookie,
  signUp,
  type TestApp,
} from "../../test/app";
import { seedPattern } from "../../test/factories";
import { FolderPhotoStorage } from "../photos/storage";

/**
 * The roles of ADR 065, generated from the endpoint map: every child-scoped route, for an
 * owner, a carer, a viewer, another family's grown-up and nobody, on the real server. A new
 * route without a rule fails the first test; a rule the server does not keep fails the second.
 */

let t: TestApp;
let photoDir: string;
let storage: FolderPhotoStorage;
beforeAll(async () => {
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "td-roles-photos-"));
  storage = new FolderPhotoStorage(photoDir);
  t = await createTestApp({}, { photoStorage: storage });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(photoDir, { recursive: true, force: true });
});

type Role = "owner" | "carer" | "viewer";
let counter = 0;

/** Signs up a grown-up's own login and returns a client holding its session. */
async function grownUp(name: string): Promise<Client & { accountId: string }> {
  counter += 1;
  const username = `${name} ${process.pid % 1000} ${counter}`;
  const res = await send(t.app, "POST", pathOf(API.auth.grownUpSignup), {
    payload: { username, password: "grown-up-secret", confirmPassword: "grown-up-secret" },
  });
  if (res.statusCode !== 201) throw new Error(`grown-up sign-up: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  return {
    cookie,
    user: res.json(),
    accountId: res.json().id,
    request: (method, url, payload, headers) =>
      send(t.app, method, url, { payload, cookie, headers }),
  };
}

/** Makes a grown-up a member of a child (the family routes do it with a join code). */
async function join(accountId: string, childId: string, role: Role): Promise<void> {
  await t.database.pool.query(
    "INSERT INTO family_members (child_id, account_id, role) VALUES ($1, $2, $3)",
    [childId, accountId, role],
  );
}

/** A family: a child with its own login, an owner, a carer and a viewer. */
async function family() {
  const child = await signUp(t.app);
  const [owner, carer, viewer] = await Promise.all([
    grownUp("Mum"),
    grownUp("Grandma"),
    grownUp("Uncle"),
  ]);
  await join(owner.accountId, child.user.id, "owner");
  await join(carer.accountId, child.user.id, "carer");
  await join(viewer.accountId, child.user.id, "viewer");
  return { child, owner, carer, viewer };
}

const childOf = (c: Client) => c.user.id;
const mealBody = (userId: string) => ({ userId, mealType: "lunch", manualFoods: ["pasta"] });

/** The body keys of an endpoint's JSON body (none for a body that is not an object). */
function bodyKeys(definition: EndpointDefinition): string[] {
  const body = definition.body as (z.ZodType & { shape?: Record<string, unknown> }) | undefined;
  return body?.shape ? Object.keys(body.shape) : [];
}

describe("the endpoint map", () => {
  it("gives every route that names a child or a child's record a role rule", () => {
    const missing = allEndpoints()
      .filter((e) => e.path.startsWith(API_PREFIX))
      .filter(
        (e) =>
          /\/:(userId|id|key)(\/|$)/.test(e.path) ||
          bodyKeys(e).includes("userId") ||
          e.upload !== undefined,
      )
      .filter((e) => !e.child)
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it("says which child every diary write is for, in its body, its path or its record", () => {
    const writes = allEndpoints().filter((e) => e.child && e.method !== "GET");
    for (const e of writes) {
      if (e.child?.from === "body") expect(bodyKeys(e), e.path).toContain("userId");
      if (e.child?.from === "params") expect(e.path).toContain(":userId");
      if (e.child?.from === "record") expect(e.path).toMatch(/:(id|key)/);
    }
  });
});

describe("every child-scoped route keeps each role to its rule", () => {
  let home: Awaited<ReturnType<typeof family>>;
  let stranger: Awaited<ReturnType<typeof grownUp>>;
  let sleepLogId: string;

  beforeAll(async () => {
    home = await family();
    const otherChild = await signUp(t.app);
    stranger = await grownUp("Neighbour");
    await join(stranger.accountId, childOf(otherChild), "owner");
    const night = await home.child.request("POST", "/api/sleep-logs", {
      bedtime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    expect(night.statusCode).toBe(201);
    sleepLogId = night.json().id;
  });

  /** A record of the kind a record route names, logged by `by` when a diary entry. */
  async function recordFor(definition: EndpointDefinition, by: Client): Promise<string> {
    const userId = childOf(home.child);
    const created = async (url: string, body: unknown, client: Client = by) => {
      const res = await client.request("POST", url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json().id as string;
    };
    const p = definition.path;
    if (p.startsWith("/api/meals/")) return created("/api/meals", mealBody(userId));
    if (p.startsWith("/api/drinks/"))
      return created("/api/drinks", { userId, drinkType: "water", amountMl: 200 });
    if (p.startsWith("/api/tummy-checks/"))
      return created("/api/tummy-checks", { userId, feeling: "happy" });
    if (p.startsWith("/api/sleep-logs/")) return sleepLogId;
    if (p.startsWith("/api/cases/")) return openCaseId();
    if (p.startsWith("/api/missions/")) {
      const res = await home.child.request("GET", `/api/missions/today/${userId}`);
      return res.json().id;
    }
    if (p.startsWith("/api/patterns/"))
      return seedPattern(t.database.db, userId, { foodItem: `food ${++counter}`, confidence: 80 });
    if (p.startsWith("/api/photos/")) {
      const key = await storage.put(userId, Buffer.from("not really a jpeg"));
      await t.database.db.insert(photos).values({ userId, key });
      return key;
    }
    throw new Error(`no record for ${p}`);
  }

  /** The child's open case (opened when there is none). */
  async function openCaseId(): Promise<string> {
    const userId = childOf(home.child);
    const list = await home.child.request("GET", `/api/cases/${userId}`);
    const { cases } = list.json() as { cases: { id: string; status: string }[] };
    const open = cases.find((c) => c.status === "open");
    if (open) return open.id;
    const res = await home.child.request("POST", "/api/cases", {
      suspect: "milk",
      days: 10,
      allergySigns: false,
      agreedWithClinician: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  /** The request of an endpoint for the family's child, as `as` would send it. */
  async function call(definition: EndpointDefinition, as: Client | undefined, recordBy: Client) {
    const rule = definition.child;
    if (!rule) throw new Error("not child-scoped");
    const userId = childOf(home.child);
    const params: Record<string, string> = {};
    if (definition.path.includes(":userId")) params.userId = userId;
    if (definition.path.includes(":date")) params.date = new Date().toISOString().slice(0, 10);
    // A record of its own kind the child does not have: the owner hears 404, never 403.
    if (definition.path.includes(":linkId")) params.linkId = randomUUID();
    if (rule.from === "record") {
      const id = await recordFor(definition, recordBy);
      params[definition.path.includes(":key") ? "key" : "id"] = id;
    }
    let url = pathOf(definition, params);
    if (rule.from === "query") url += `?userId=${userId}`;
    const payload = rule.from === "body" ? { userId } : definition.body ? {} : undefined;
    return send(t.app, definition.method, url, { payload, cookie: as?.cookie });
  }

  const scoped = allEndpoints().filter((e) => e.child);

  for (const definition of scoped) {
    const rule = definition.child as NonNullable<EndpointDefinition["child"]>;
    it(`${definition.method} ${definition.path} (${rule.from}, ${rule.need})`, async () => {
      const said = (role: string, res: { statusCode: number; body: string }) =>
        `${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;

      const nobody = await call(definition, undefined, home.child);
      expect(nobody.statusCode, said("nobody", nobody)).toBe(401);

      const other = await call(definition, stranger, home.child);
      expect([403, 404], said("another family", other)).toContain(other.statusCode);

      const viewer = await call(definition, home.viewer, home.child);
      if (rule.need === "read") {
        expect(viewer.statusCode, said("viewer", viewer)).toBeLessThan(300);
      } else {
        expect(viewer.statusCode, said("viewer", viewer)).toBe(403);
      }

      // A carer's own entries are the ones a carer may change (ADR 065).
      const carer = await call(definition, home.carer, home.carer);
      if (rule.need === "owner") {
        expect(carer.statusCode, said("carer", carer)).toBe(403);
        expect(carer.json().message).toBe("Only an owner of this diary can do that.");
      } else if (rule.need === "read") {
        expect(carer.statusCode, said("carer", carer)).toBeLessThan(300);
      } else {
        expect([401, 403], said("carer", carer)).not.toContain(carer.statusCode);
        expect(carer.statusCode, said("carer", carer)).toBeLessThan(500);
      }

      const owner = await call(definition, home.owner, home.owner);
      expect([401, 403], said("owner", owner)).not.toContain(owner.statusCode);
      expect(owner.statusCode, said("owner", owner)).toBeLessThan(500);
      if (rule.need === "read") expect(owner.statusCode, said("owner", owner)).toBeLessThan(300);
    });
  }
});

describe("who may change an entry", () => {
  it("lets a carer change and delete what they logged, but not what others logged", async () => {
    const { child, owner, carer } = await family();
    const userId = childOf(child);
    const byChild = (await child.request("POST", "/api/meals", mealBody(userId))).json();
    const byOwner = (await owner.request("POST", "/api/meals", mealBody(userId))).json();
    const byCarer = await carer.request("POST", "/api/meals", mealBody(userId));
    expect(byCarer.statusCode).toBe(201);
    const own = byCarer.json();

    for (const theirs of [byChild, byOwner]) {
      const edit = await carer.request("PUT", `/api/meals/${theirs.id}`, { manualFoods: ["rice"] });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe("You can change only what you logged.");
      expect((await carer.request("DELETE", `/api/meals/${theirs.id}`)).statusCode).toBe(403);
    }
    const edit = await carer.request("PUT", `/api/meals/${own.id}`, { manualFoods: ["rice"] });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().manualFoods).toEqual(["rice"]);
    // The owner changes anyone's entry, and the entry keeps who logged it.
    const fixed = await owner.request("PUT", `/api/meals/${own.id}`, { manualFoods: ["soup"] });
    expect(fixed.statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      "SELECT logged_by, edited_by FROM meals WHERE id = $1",
      [own.id],
    );
    expect(rows[0]).toEqual({ logged_by: carer.accountId, edited_by: owner.accountId });
    const { rows: childs } = await t.database.pool.query(
      "SELECT logged_by, edited_by FROM meals WHERE id = $1",
      [byChild.id],
    );
    expect(childs[0]).toEqual({ logged_by: userId, edited_by: null });
    expect((await carer.request("DELETE", `/api/meals/${own.id}`)).statusCode).toBe(200);
    expect((await owner.request("DELETE", `/api/meals/${byChild.id}`)).statusCode).toBe(200);
  });

  it("asks a grown-up which child a write is for, and keeps a child's own login as it was", async () => {
    const { child, owner } = await family();
    for (const [url, body] of [
      ["/api/tummy-checks", { feeling: "happy" }],
      ["/api/drinks", { drinkType: "water", amountMl: 200 }],
      ["/api/meals", { mealType: "lunch", manualFoods: ["pasta"] }],
      ["/api/sleep-logs", { bedtime: new Date(Date.now() - 3_600_000).toISOString() }],
    ] as const) {
      const res = await owner.request("POST", url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe("Please choose which child this is for.");
      const own = await child.request("POST", url, body);
      expect(own.statusCode, `${url}: ${own.body}`).toBe(201);
    }
    const bad = await owner.request("POST", "/api/drinks", { userId: "not-an-id", amountMl: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a grown-up a record in none of their children's diaries", async () => {
    const { child } = await family();
    const other = await family();
    const meal = (await child.request("POST", "/api/meals", mealBody(childOf(child)))).json();
    const res = await other.owner.request("DELETE", `/api/meals/${meal.id}`);
    expect(res.statusCode).toBe(403);
    const gone = await other.owner.request("DELETE", `/api/meals/${randomUUID()}`);
    expect(gone.statusCode).toBe(404);
    // A child's own login hears the same 404 as before for another child's entry.
    const theirs = await other.child.request("DELETE", `/api/meals/${meal.id}`);
    expect(theirs.statusCode).toBe(404);
  });
});

describe("who logged it", () => {
  it("names the grown-up's login in the export and as the FHIR performer", async () => {
    const { child, owner, carer } = await family();
    const userId = childOf(child);
    await child.request("POST", "/api/tummy-checks", { feeling: "happy" });
    const told = await carer.request("POST", "/api/tummy-checks", {
      userId,
      feeling: "happy",
      reporter: "carer",
    });
    expect(told.statusCode, told.body).toBe(201);
    await carer.request("POST", "/api/meals", mealBody(userId));
    const exported = await owner.request("GET", `/api/export/${userId}`);
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    const carerName = carer.user.username;
    expect(data.tummyChecks.map((c: { loggedByName?: string }) => c.loggedByName)).toEqual([
      undefined,
      carerName,
    ]);
    expect(data.meals[0].loggedByName).toBe(carerName);

    const fhir = await owner.request("GET", `/api/export/${userId}/fhir`);
    expect(fhir.statusCode).toBe(200);
    const displays = (fhir.json().entry as { resource: { performer?: { display?: string }[] } }[])
      .flatMap((e) => e.resource.performer ?? [])
      .map((p) => p.display);
    expect(displays).toContain(carerName);
    expect(displays).toContain(child.user.username);
  });
});
