import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the scale a feeling was asked on (ADR 066)", () => {
  it("stores two answers as the one vocabulary, and three faces when left out", async () => {
    const c = await signUp(t.app, { age: 5 });
    const hurts = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "ouchy",
      feelingScale: "two-choice",
      reporter: "parent",
    });
    expect(hurts.statusCode).toBe(201);
    expect(hurts.json()).toMatchObject({
      feeling: "ouchy",
      feelingScale: "two-choice",
      reporter: "parent",
    });
    const faces = await c.request("POST", pathOf(API.tummyChecks.create), { feeling: "happy" });
    expect(faces.json().feelingScale).toBe("three-faces");
    const recent = (
      await c.request("GET", pathOf(API.tummyChecks.recent, { userId: c.user.id }))
    ).json();
    expect(recent.map((r: { feelingScale: string }) => r.feelingScale).sort()).toEqual([
      "three-faces",
      "two-choice",
    ]);
  });

  it("answers 400 for an unknown scale or a middle face asked with two answers", async () => {
    const c = await signUp(t.app, { age: 6 });
    const unknown = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "happy",
      feelingScale: "five-stars",
    });
    expect(unknown.statusCode).toBe(400);
    const middle = await c.request("POST", pathOf(API.tummyChecks.create), {
      feeling: "uncomfortable",
      feelingScale: "two-choice",
    });
    expect(middle.statusCode).toBe(400);
    expect(middle.json().errors.feeling).toBe("Two answers store Tummy OK or Tummy hurts only");

    // An edit keeps the scale: Tummy OK can become Tummy hurts, never the middle face.
    const check = (
      await c.request("POST", pathOf(API.tummyChecks.create), {
        feeling: "happy",
        feelingScale: "two-choice",
      })
    ).json();
    const toMiddle = await c.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
      feeling: "uncomfortable",
    });
    expect(toMiddle.statusCode).toBe(400);
    const toHurts = await c.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
      feeling: "ouchy",
    });
    expect(toHurts.statusCode).toBe(200);
    expect(toHurts.json()).toMatchObject({ feeling: "ouchy", feelingScale: "two-choice" });
  });

  it("answers 401 without a session and 404 for another family's check", async () => {
    const a = await signUp(t.app, { age: 5 });
    const b = await signUp(t.app, { age: 5 });
    const unsigned = await send(t.app, "POST", pathOf(API.tummyChecks.create), {
      payload: { feeling: "happy", feelingScale: "two-choice" },
    });
    expect(unsigned.statusCode).toBe(401);
    const check = (
      await a.request("POST", pathOf(API.tummyChecks.create), {
        feeling: "happy",
        feelingScale: "two-choice",
      })
    ).json();
    const other = await b.request("PUT", pathOf(API.tummyChecks.update, { id: check.id }), {
      feeling: "uncomfortable",
    });
    expect(other.statusCode).toBe(404);
  });
});
