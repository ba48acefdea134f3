import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints } from "../../contracts/auth";
import { DEMO_PASSWORD, DEMO_USERNAME } from "../../contracts/demo";
import { pathOf } from "../../contracts/endpoint";
import { buildApp } from "../app";
import { send, testConfig } from "../test/app";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { openConfiguredDatabase } from "./bootstrap";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("start-up seeding", () => {
  it("seeds the badge catalogue, and the demo account only when asked", async () => {
    const config = testConfig({ databaseUrl: database.url });
    const plain = await openConfiguredDatabase(config, () => undefined);
    const badges = await plain.pool.query("select id, points from badges order by id");
    expect(badges.rows).toContainEqual({ id: "week-warrior", points: 100 });
    const none = await plain.pool.query("select 1 from users where username = $1", [DEMO_USERNAME]);
    expect(none.rowCount).toBe(0);
    await plain.close();

    const withDemo = await openConfiguredDatabase(
      { ...config, demoAccount: true },
      () => undefined,
    );
    const app = await buildApp({ config, db: withDemo.db });
    const res = await send(app, "POST", pathOf(authEndpoints.login), {
      payload: { username: DEMO_USERNAME, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    await withDemo.close();
  });
});
