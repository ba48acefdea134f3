import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../contracts/api";
import { pathOf } from "../../../contracts/endpoint";
import { createTestApp, send, signUp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = "Europe/Madrid";

describe("GET /api/export/{userId}: the words of the CSV files (ADR 010)", () => {
  it("answers the report's language and column names the browser asked for", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const path = pathOf(API.export.diary, { userId: c.user.id });
    const chosen = await c.request("GET", `${path}?language=es&columns=en`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().report).toEqual({ language: "es", columns: "en" });

    // Without a choice: the browser's language, columns in it.
    const spanish = await c.request("GET", path, undefined, {
      "accept-language": "es-ES,es;q=0.9",
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().report).toEqual({ language: "es", columns: "report" });

    // A choice wins over the browser's language.
    const english = await c.request("GET", `${path}?language=en&columns=report`, undefined, {
      "accept-language": "es-MX",
    });
    expect(english.json().report).toEqual({ language: "en", columns: "report" });
  });

  it("answers 400 for a language or a column choice it does not know, in the browser's words", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const path = pathOf(API.export.diary, { userId: c.user.id });
    for (const query of [
      "columns=fr",
      "columns=",
      "language=fr",
      "language=ES",
      `columns=${"x".repeat(5000)}`,
      "columns=en&columns=report",
    ]) {
      const res = await c.request("GET", `${path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe("invalid_input");
    }
    const spanish = await c.request("GET", `${path}?columns=fr`, undefined, {
      "accept-language": "es-ES",
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).not.toBe("Please choose one of the choices.");
  });

  it("answers 401 without a session and 403 for another detective's export", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const other = await signUp(t.app, { timeZone: ZONE });
    const query = "?language=es&columns=en";
    const anonymous = await send(
      t.app,
      "GET",
      `${pathOf(API.export.diary, { userId: c.user.id })}${query}`,
    );
    expect(anonymous.statusCode).toBe(401);
    const theirs = await c.request(
      "GET",
      `${pathOf(API.export.diary, { userId: other.user.id })}${query}`,
    );
    expect(theirs.statusCode).toBe(403);
  });
});

describe("GET /api/export/{userId}/fhir: the report's language", () => {
  it("answers 400 for a language it does not know, 401 without a session, 403 for another's", async () => {
    const c = await signUp(t.app, { timeZone: ZONE });
    const other = await signUp(t.app, { timeZone: ZONE });
    const path = pathOf(API.export.fhir, { userId: c.user.id });
    expect((await c.request("GET", `${path}?language=de`)).statusCode).toBe(400);
    expect((await c.request("GET", `${path}?language=es`)).statusCode).toBe(200);
    expect((await send(t.app, "GET", `${path}?language=es`)).statusCode).toBe(401);
    const theirs = await c.request(
      "GET",
      `${pathOf(API.export.fhir, { userId: other.user.id })}?language=es`,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
