import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";
import { diaryForPatterns } from "../patterns/repo";
import { NOT_THE_SAME_STOOL } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = pathOf(API.tummyChecks.create);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe("alarm signs", () => {
  it("are stored with the check, listed by sign with their days, and in the export", async () => {
    const c = await signUp(t.app, { timeZone: "Pacific/Auckland" });
    const first = await c.request("POST", create, {
      feeling: "ouchy",
      alarmSigns: ["blood in poo", "fever"],
      timestamp: minutesAgo(60 * 26),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().alarmSigns).toEqual(["blood in poo", "fever"]);
    const second = await c.request("POST", create, {
      feeling: "uncomfortable",
      reporter: "parent",
      alarmSigns: ["weight loss noticed", "blood in poo"],
    });
    expect(second.statusCode).toBe(201);
    await c.request("POST", create, { feeling: "happy" });

    const listed = await c.request(
      "GET",
      pathOf(API.tummyChecks.alarmSigns, { userId: c.user.id }),
    );
    expect(listed.statusCode).toBe(200);
    const { signs, entries } = listed.json();
    const dayOf = (iso: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date(iso));
    expect(signs).toEqual([
      {
        sign: "blood in poo",
        dates: [...new Set([dayOf(first.json().timestamp), dayOf(second.json().timestamp)])],
      },
      { sign: "fever", dates: [dayOf(first.json().timestamp)] },
      { sign: "weight loss noticed", dates: [dayOf(second.json().timestamp)] },
    ]);
    expect(entries).toHaveLength(4);
    expect(entries[2]).toMatchObject({
      tummyCheckId: second.json().id,
      sign: "weight loss noticed",
      reporter: "parent",
    });

    // Edited away, a sign leaves the list.
    const edited = await c.request(
      "PUT",
      pathOf(API.tummyChecks.update, { id: second.json().id }),
      { alarmSigns: [] },
    );
    expect(edited.json().alarmSigns).toEqual([]);
    const after = (
      await c.request("GET", pathOf(API.tummyChecks.alarmSigns, { userId: c.user.id }))
    ).json();
    expect(after.signs.map((s: { sign: string }) => s.sign)).toEqual(["blood in poo", "fever"]);

    const exported = (
      await c.request("GET", pathOf(API.export.diary, { userId: c.user.id }))
    ).json();
    expect(exported.tummyChecks.map((check: { alarmSigns: string[] }) => check.alarmSigns)).toEqual(
      [["blood in poo", "fever"], [], []],
    );
  });

  it("takes the six Rome IV signs of an event; night waking is listed apart, as logged", async () => {
    const c = await signUp(t.app);
    const res = await c.request("POST", create, {
      feeling: "ouchy",
      alarmSigns: [
        "runny poo at night",
        "pain on the right side",
        "pain or trouble swallowing",
        "woke at night with tummy pain",
      ],
    });
    expect(res.statusCode).toBe(201);
    const day = res.json().timestamp.slice(0, 10);
    const listed = (
      await c.request("GET", pathOf(API.tummyChecks.alarmSigns, { userId: c.user.id }))
    ).json();
    expect(listed.signs.map((s: { sign: string }) => s.sign)).toEqual([
      "runny poo at night",
      "pain on the right side",
      "pain or trouble swallowing",
    ]);
    expect(listed.entries).toHaveLength(3);
    expect(listed.alsoLogged).toEqual([{ sign: "woke at night with tummy pain", dates: [day] }]);
  });

  it("answers 400 for an unknown or repeated sign, on create and edit", async () => {
    const c = await signUp(t.app);
    for (const alarmSigns of [["rash"], ["fever", "fever"], "fever", Array(6).fill("fever")]) {
      const bad = await c.request("POST", create, { feeling: "ouchy", alarmSigns });
      expect(bad.statusCode, JSON.stringify(alarmSigns)).toBe(400);
    }
    const repeated = await c.request("POST", create, {
      feeling: "ouchy",
      alarmSigns: ["fever", "fever"],
    });
    expect(repeated.json().errors.alarmSigns).toBe("Each sign can be ticked once");
    const check = (await c.request("POST", create, { feeling: "ouchy" })).json();
    const badEdit = await c.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
      alarmSigns: ["vomiting", "vomiting"],
    });
    expect(badEdit.statusCode).toBe(400);
  });

  it("are listed to their owner only: 401 signed out, 403 for another detective", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await a.request("POST", create, { feeling: "ouchy", alarmSigns: ["vomiting"] });
    const path = pathOf(API.tummyChecks.alarmSigns, { userId: a.user.id });
    expect((await send(t.app, "GET", path)).statusCode).toBe(401);
    expect((await b.request("GET", path)).statusCode).toBe(403);
    expect((await b.request("GET", "/api/alarm-signs/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("who reported", () => {
  it("stores the child by default, a parent, or another carer with a name", async () => {
    const c = await signUp(t.app);
    expect((await c.request("POST", create, { feeling: "happy" })).json()).toMatchObject({
      reporter: "child",
      reporterName: null,
    });
    const parent = await c.request("POST", create, { feeling: "happy", reporter: "parent" });
    expect(parent.json()).toMatchObject({ reporter: "parent", reporterName: null });
    const carer = await c.request("POST", create, {
      feeling: "ouchy",
      reporter: "carer",
      reporterName: "  Grandma ",
    });
    expect(carer.json()).toMatchObject({ reporter: "carer", reporterName: "Grandma" });
    // Told back to the child: the carer's name goes.
    const back = await c.request("PUT", pathOf(API.tummyChecks.update, { id: carer.json().id }), {
      reporter: "child",
    });
    expect(back.json()).toMatchObject({ reporter: "child", reporterName: null });
    const today = (
      await c.request("GET", pathOf(API.tummyChecks.today, { userId: c.user.id }))
    ).json();
    expect(today.map((x: { reporter: string }) => x.reporter)).toEqual([
      "child",
      "parent",
      "child",
    ]);
  });

  it("answers 400 for an unknown reporter, a name too long, or a name for the child", async () => {
    const c = await signUp(t.app);
    const unknown = await c.request("POST", create, { feeling: "happy", reporter: "teacher" });
    expect(unknown.statusCode).toBe(400);
    const long = await c.request("POST", create, {
      feeling: "happy",
      reporter: "carer",
      reporterName: "x".repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.reporterName).toBe("A name can have at most 60 letters");
    const named = await c.request("POST", create, { feeling: "happy", reporterName: "Sam" });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors.reporterName).toBe("Only a grown-up who is telling needs a name");
  });

  it("links a parent's rating to the child's stool of the same hour, and refuses any other", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const childs = (
      await a.request("POST", create, {
        feeling: "uncomfortable",
        bathroomEvent: "just right",
        timestamp: minutesAgo(20),
      })
    ).json();
    const linked = await a.request("POST", create, {
      feeling: "uncomfortable",
      bathroomEvent: "soft and easy",
      reporter: "parent",
      sameAsId: childs.id,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ sameAsId: childs.id, reporter: "parent" });

    const old = (
      await a.request("POST", create, {
        feeling: "happy",
        bathroomEvent: "just right",
        timestamp: minutesAgo(90),
      })
    ).json();
    const noStool = (await a.request("POST", create, { feeling: "happy" })).json();
    const refused = [
      // Past the hour.
      { bathroomEvent: "just right", reporter: "parent", sameAsId: old.id },
      // The child rating its own stool twice.
      { bathroomEvent: "just right", sameAsId: childs.id },
      // No stool on either side.
      { reporter: "parent", sameAsId: childs.id },
      { bathroomEvent: "just right", reporter: "parent", sameAsId: noStool.id },
      // A second rating of a second rating.
      { bathroomEvent: "just right", reporter: "carer", sameAsId: linked.json().id },
    ];
    for (const body of refused) {
      const res = await a.request("POST", create, { feeling: "happy", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.sameAsId).toBe(NOT_THE_SAME_STOOL);
    }
    // Another detective's check is not theirs to link: refused the same way, nothing revealed.
    const other = await b.request("POST", create, {
      feeling: "happy",
      bathroomEvent: "just right",
      reporter: "parent",
      sameAsId: childs.id,
    });
    expect(other.statusCode).toBe(400);
    const notUuid = await a.request("POST", create, { feeling: "happy", sameAsId: "abc" });
    expect(notUuid.statusCode).toBe(400);
  });
});

describe("the children's stool scale", () => {
  it("stores the children's type and the bathroom event it counts as", async () => {
    const c = await signUp(t.app, { age: 6 });
    const res = await c.request("POST", create, { feeling: "ouchy", childStoolType: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ childStoolType: 4, bathroomEvent: "runny tummy" });
    // Edited to a bathroom type alone, the children's type goes; to a children's type, it comes.
    const path = pathOf(API.tummyChecks.update, { id: res.json().id });
    const moved = await c.request("PUT", path, { bathroomEvent: "just right" });
    expect(moved.json()).toMatchObject({ childStoolType: null, bathroomEvent: "just right" });
    const back = await c.request("PUT", path, { childStoolType: 1 });
    expect(back.json()).toMatchObject({ childStoolType: 1, bathroomEvent: "tough to go" });
    const feelingOnly = await c.request("PUT", path, { feeling: "happy" });
    expect(feelingOnly.json()).toMatchObject({ childStoolType: 1, bathroomEvent: "tough to go" });
  });

  it("answers 400 for a type outside 1 to 5 or one that contradicts the bathroom event", async () => {
    const c = await signUp(t.app, { age: 5 });
    for (const childStoolType of [0, 6, 2.5, "3"]) {
      const bad = await c.request("POST", create, { feeling: "happy", childStoolType });
      expect(bad.statusCode, String(childStoolType)).toBe(400);
    }
    const mismatch = await c.request("POST", create, {
      feeling: "happy",
      childStoolType: 5,
      bathroomEvent: "just right",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.childStoolType).toBe(
      "The poo picture and the bathroom type do not match",
    );
  });
});

describe("a second rating of one stool in the pattern engine's diary", () => {
  it("is read once: the child's check stays, the grown-up's second rating is left out", async () => {
    const c = await signUp(t.app);
    const first = (
      await c.request("POST", create, {
        feeling: "ouchy",
        bathroomEvent: "runny tummy",
        timestamp: minutesAgo(10),
      })
    ).json();
    const second = (
      await c.request("POST", create, {
        feeling: "ouchy",
        bathroomEvent: "super runny",
        reporter: "parent",
        sameAsId: first.id,
      })
    ).json();
    const diary = await diaryForPatterns(t.database.db, c.user.id);
    const ids = diary.checks.map((check) => check.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(second.id);
  });
});

describe("a second rating's link after an edit", () => {
  /** The child's stool 10 minutes ago and a parent's second rating of it, now. */
  async function linkedPair() {
    const c = await signUp(t.app);
    const first = (
      await c.request("POST", create, {
        feeling: "ouchy",
        bathroomEvent: "runny tummy",
        timestamp: minutesAgo(10),
      })
    ).json();
    const second = (
      await c.request("POST", create, {
        feeling: "ouchy",
        bathroomEvent: "super runny",
        reporter: "parent",
        sameAsId: first.id,
      })
    ).json();
    expect(second.sameAsId).toBe(first.id);
    const edit = (id: string, body: object) =>
      c.request("PUT", pathOf(API.tummyChecks.update, { id }), body);
    const linkOf = async (id: string) => {
      const recent = await c.request("GET", pathOf(API.tummyChecks.recent, { userId: c.user.id }));
      return recent.json().find((check: { id: string }) => check.id === id)?.sameAsId;
    };
    const counted = async () =>
      (await diaryForPatterns(t.database.db, c.user.id)).checks.map((check) => check.id).sort();
    return { c, first, second, edit, linkOf, counted };
  }

  it("is kept by an edit that still fits the rule", async () => {
    const { first, second, edit, linkOf, counted } = await linkedPair();
    expect((await edit(second.id, { feeling: "uncomfortable" })).json().sameAsId).toBe(first.id);
    expect((await edit(second.id, { timestamp: minutesAgo(40) })).json().sameAsId).toBe(first.id);
    expect((await edit(first.id, { bathroomEvent: "super runny" })).statusCode).toBe(200);
    expect(await linkOf(second.id)).toBe(first.id);
    expect(await counted()).toEqual([first.id]);
  });

  it("is dropped when the second rating becomes the child's own, and both stools count", async () => {
    const { first, second, edit, counted } = await linkedPair();
    const res = await edit(second.id, { reporter: "child" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reporter: "child", sameAsId: null });
    expect(await counted()).toEqual([first.id, second.id].sort());
  });

  it("is dropped when the second rating moves 5 hours away, or loses its stool", async () => {
    const moved = await linkedPair();
    const res = await moved.edit(moved.second.id, { timestamp: minutesAgo(5 * 60) });
    expect(res.statusCode).toBe(200);
    expect(res.json().sameAsId).toBeNull();
    expect(await moved.counted()).toEqual([moved.first.id, moved.second.id].sort());

    const noStool = await linkedPair();
    const cleared = await noStool.edit(noStool.second.id, { bathroomEvent: null });
    expect(cleared.json()).toMatchObject({ bathroomEvent: null, sameAsId: null });
  });

  it("is dropped when the first check is edited out of the rule: time, reporter or stool", async () => {
    for (const change of [
      { timestamp: minutesAgo(5 * 60) },
      { reporter: "parent" },
      { bathroomEvent: null },
    ]) {
      const { first, second, edit, linkOf, counted } = await linkedPair();
      const res = await edit(first.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(await linkOf(second.id), JSON.stringify(change)).toBeNull();
      expect(await counted(), JSON.stringify(change)).toEqual([first.id, second.id].sort());
    }
  });
});
