import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("tummy checks", () => {
  it("saves a check with a bathroom event and gives 5 points", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "ouchy",
      bathroomEvent: "runny tummy",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      feeling: "ouchy",
      bathroomEvent: "runny tummy",
      userId: c.user.id,
      newBadges: [],
    });
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(5);
    const today = (
      await c.request("GET", pathOf(API.tummyChecks.today, { userId: c.user.id }))
    ).json();
    expect(today).toHaveLength(1);
  });

  it("awards Tummy Tracker at the tenth check", async () => {
    const c = await signUp(t.app);
    let badges: { name: string }[] = [];
    for (let i = 0; i < 10; i++) {
      badges = (
        await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy" })
      ).json().newBadges;
    }
    expect(badges.map((b) => b.name)).toEqual(["Tummy Tracker"]);
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(80);
  });

  it("stores a check told later at the time it happened, and refuses a future or absurd time", async () => {
    const c = await signUp(t.app);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const res = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "ouchy",
      timestamp: twoHoursAgo,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().timestamp).toBe(twoHoursAgo);
    const today = (
      await c.request("GET", pathOf(API.tummyChecks.recent, { userId: c.user.id }))
    ).json();
    expect(today.map((check: { timestamp: string }) => check.timestamp)).toContain(twoHoursAgo);

    // The inline editor moves it to another time of its day.
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const moved = await c.request("PUT", pathOf(API.tummyChecks.update, { id: res.json().id }), {
      timestamp: threeHoursAgo,
    });
    expect(moved.json().timestamp).toBe(threeHoursAgo);

    for (const timestamp of [
      new Date(Date.now() + 3_600_000).toISOString(),
      "1899-12-31T10:00:00.000Z",
      "not a time",
    ]) {
      const bad = await c.request("POST", pathOf(API.tummyChecks.create), {
        feeling: "ouchy",
        timestamp,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.timestamp).toEqual(expect.any(String));
    }
  });

  it("answers 400 for a missing feeling or an unknown bathroom event", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", pathOf(API.tummyChecks.create), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.feeling).toBe("Please choose how your tummy feels!");
    const bad = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      bathroomEvent: "rainbow",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("shows the last two local days, edits, deletes with points taken back", async () => {
    const c = await signUp(t.app);
    const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString();
    const old = new Date(Date.now() - 72 * 3_600_000).toISOString();
    await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      timestamp: yesterday,
    });
    await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy", timestamp: old });
    const now = (
      await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "uncomfortable" })
    ).json();
    const recent = (
      await c.request("GET", pathOf(API.tummyChecks.recent, { userId: c.user.id }))
    ).json();
    expect(recent).toHaveLength(2);
    const edit = await c.request("PUT", pathOf(API.tummyChecks.update, { id: now.id }), {
      feeling: "happy",
      bathroomEvent: "just right",
    });
    expect(edit.json()).toMatchObject({ feeling: "happy", bathroomEvent: "just right" });
    const cleared = await c.request("PUT", pathOf(API.tummyChecks.update, { id: now.id }), {
      bathroomEvent: null,
    });
    expect(cleared.json().bathroomEvent).toBeNull();
    expect(
      (await c.request("DELETE", pathOf(API.tummyChecks.remove, { id: now.id }))).statusCode,
    ).toBe(200);
    expect(
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints,
    ).toBe(10);
  });

  it("gives points for the child's own checks only: a grown-up's check earns none", async () => {
    const c = await signUp(t.app);
    const points = async () =>
      (await c.request("GET", pathOf(API.users.get, { userId: c.user.id }))).json().totalPoints;
    const create = (body: Record<string, unknown>) =>
      c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy", ...body });

    const parents = await create({ reporter: "parent" });
    expect(parents.statusCode).toBe(201);
    expect(parents.json()).toMatchObject({ reporter: "parent", newBadges: [] });
    expect((await create({ reporter: "carer", reporterName: "Grandma" })).statusCode).toBe(201);
    expect(await points()).toBe(0);
    expect((await create({})).statusCode).toBe(201);
    expect(await points()).toBe(5);

    // Who told it, corrected: the child's own gets its points; a grown-up's loses them again.
    const id = parents.json().id;
    const update = (reporter: string) =>
      c.request("PUT", pathOf(API.tummyChecks.update, { id }), { reporter });
    expect((await update("child")).statusCode).toBe(200);
    expect(await points()).toBe(10);
    expect((await update("child")).statusCode).toBe(200);
    expect(await points()).toBe(10);
    expect((await update("parent")).statusCode).toBe(200);
    expect(await points()).toBe(5);
    expect((await update("teacher")).statusCode).toBe(400);
    expect(await points()).toBe(5);
    // Deleting a grown-up's check takes nothing from the child.
    expect((await c.request("DELETE", pathOf(API.tummyChecks.remove, { id }))).statusCode).toBe(
      200,
    );
    expect(await points()).toBe(5);
  });

  it("counts only the child's own checks toward Tummy Tracker", async () => {
    const c = await signUp(t.app);
    const create = (reporter: string) =>
      c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy", reporter });
    for (let i = 0; i < 10; i++) {
      expect((await create("parent")).json().newBadges).toEqual([]);
    }
    for (let i = 0; i < 9; i++) expect((await create("child")).json().newBadges).toEqual([]);
    expect((await create("child")).json().newBadges.map((b: { name: string }) => b.name)).toEqual([
      "Tummy Tracker",
    ]);
  });

  it("guards every route: 401, 403, 404", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const check = (
      await a.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy" })
    ).json();
    expect(
      (await send(t.app, "POST", pathOf(API.tummyChecks.create), { payload: { feeling: "happy" } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, "GET", pathOf(API.tummyChecks.today, { userId: a.user.id }))).statusCode,
    ).toBe(401);
    expect(
      (await b.request("GET", pathOf(API.tummyChecks.today, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (await b.request("GET", pathOf(API.tummyChecks.recent, { userId: a.user.id }))).statusCode,
    ).toBe(403);
    expect(
      (
        await b.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
          feeling: "ouchy",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await b.request("DELETE", pathOf(API.tummyChecks.remove, { id: check.id }))).statusCode,
    ).toBe(404);
    expect(
      (
        await a.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
          feeling: "grumpy",
        })
      ).statusCode,
    ).toBe(400);
  });
});
