import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, send, signUp, type TestApp } from "../test/app";

// The real app on a real database, its log captured. Each test adds a real constraint to its
// own copy of the database so that a write with a child's words or a password hash fails.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLevel: "error" }, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(() => t.close());

const DIARY = "My tummy hurt after the birthday cake at Mia's party";

describe("the log of a failed query", () => {
  it("holds no diary text and no other parameter", async () => {
    await t.database.pool.query(
      "alter table tummy_checks add constraint notes_fit check (length(notes) < 20)",
    );
    const c = await signUp(t.app);
    lines.length = 0;
    const res = await c.request("POST", "/api/tummy-checks", { feeling: "ouchy", notes: DIARY });
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.json())).not.toContain("birthday");
    // Once the child's progress is kept, a check goes as one statement (decision 076) first.
    expect((await c.request("POST", "/api/tummy-checks", { feeling: "happy" })).statusCode).toBe(
      201,
    );
    const again = await c.request("POST", "/api/tummy-checks", { feeling: "ouchy", notes: DIARY });
    expect(again.statusCode).toBe(500);
    const log = lines.join("\n");
    expect(log).toContain("notes_fit"); // what failed is still there to debug
    expect(log).toContain("23514");
    for (const value of [DIARY, "birthday", c.user.id, "ouchy"]) expect(log).not.toContain(value);
  });

  it("holds no password hash and no name from a failed sign-up", async () => {
    await t.database.pool.query("alter table users add constraint age_probe check (age <> 13)");
    lines.length = 0;
    const res = await send(t.app, "POST", "/api/auth/signup", {
      payload: {
        username: "Quiet_Quill",
        age: 13,
        password: "secret123",
        confirmPassword: "secret123",
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join("\n");
    expect(log).toContain("age_probe");
    for (const value of ["$argon2", "argon2id", "Quiet_Quill", "quiet_quill", "secret123"]) {
      expect(log).not.toContain(value);
    }
  });

  it("holds no value from a data error either", async () => {
    await t.database.pool.query("alter table tummy_checks alter column notes type varchar(30)");
    const c = await signUp(t.app);
    lines.length = 0;
    const res = await c.request("POST", "/api/tummy-checks", { feeling: "happy", notes: DIARY });
    expect(res.statusCode).toBe(500);
    const log = lines.join("\n");
    expect(log).toContain("22001");
    expect(log).not.toContain("birthday");
  });
});
