import fs from "node:fs";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pattern } from "../../contracts/patterns";
import { listPatterns } from "../modules/patterns/service";
import { createBareDatabase, type TestDatabase } from "../test/database";
import { migrationsUpTo } from "../test/migrations";
import { migrateDatabase } from "./client";

// Patterns stored before explanations were facts, with the English sentences the engine wrote
// (older heads too), migrated to today and read back.
const BEFORE = "0017_feeling_scale";

const OLD: readonly { food: string; evidence: Record<string, unknown> }[] = [
  {
    food: "milk",
    evidence: {
      explanation:
        "Ouchy 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals",
      exposures: 6,
      baselineMeals: 9,
      baselineReactions: 1,
      windowHours: { from: 1, to: 4 },
    },
  },
  {
    food: "pancakes or maple syrup",
    evidence: {
      explanation:
        "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 5 of 6 times within 2.5 to 6 hours after pancakes or maple syrup (often eaten together), against 1 of 9 times after other meals",
      dismissedOccurrences: 5,
      dismissedConfidence: 80,
    },
  },
  {
    food: "dairy",
    evidence: {
      explanation:
        "Mild discomfort (Okay) 3 of 4 times within 0.5 to 3 hours after drinking dairy (milk, mac and cheese and yogurt), against 2 of 20 times after other meals",
      // A copy of a case's verdict, as older rows kept it besides the id.
      caseVerdict: { caseId: "0b7f3c1e-1111-4c2a-9d3e-2f1a5b6c7d8e", label: "Very likely" },
    },
  },
  {
    food: "strawberries",
    evidence: { explanation: "Uncomfortable 4 of 5 times after strawberries", exposures: 5 },
  },
  {
    food: "cheese",
    evidence: {
      explanation:
        "Hard stool (Tough to Go) 3 of 3 times within 1 to 2.0 hours after cheese, against 0 of 7 times after other meals",
    },
  },
  { food: "rice", evidence: { explanation: "" } },
  { food: "toast", evidence: {} },
];

/** What each row read before the migration (the presenter's words then), by food. */
const ENGLISH: Record<string, string> = {
  milk: "Pain (Ouchy) 5 of 6 times within 1 to 4 hours after milk, against 1 of 9 times after other meals",
  "pancakes or maple syrup":
    "Tummy trouble (counts Okay and Ouchy taps, runny and hard stools) 5 of 6 times within 2.5 to 6 hours after pancakes or maple syrup (often eaten together), against 1 of 9 times after other meals",
  dairy:
    "Mild discomfort (Okay) 3 of 4 times within 0.5 to 3 hours after drinking dairy (milk, mac and cheese and yogurt), against 2 of 20 times after other meals",
  strawberries: "Mild discomfort (Okay) 4 of 5 times after strawberries",
  cheese:
    "Hard stool (Tough to Go) 3 of 3 times within 1 to 2.0 hours after cheese, against 0 of 7 times after other meals",
  rice: "",
  toast: "",
};

let database: TestDatabase;
let userId: string;
beforeAll(async () => {
  database = await createBareDatabase();
  const dir = migrationsUpTo(BEFORE);
  await migrate(database.db, { migrationsFolder: dir });
  fs.rmSync(dir, { recursive: true, force: true });
  const user = await database.pool.query(
    "insert into users (username, age) values ('old_case', 9) returning id",
  );
  userId = user.rows[0].id;
  for (const row of OLD) {
    await database.pool.query(
      "insert into patterns (user_id, food_item, feeling_correlation, confidence, occurrences, evidence) values ($1, $2, 'ouchy tummy', 80, 5, $3)",
      [userId, row.food, JSON.stringify(row.evidence)],
    );
  }
  await migrateDatabase(database.db);
});
afterAll(() => database.drop());

async function byFood(): Promise<Map<string, Pattern>> {
  const list = await listPatterns(database.db, userId);
  return new Map(list.map((p) => [p.foodItem, p]));
}

describe("migration 0018: pattern explanations become facts", () => {
  it("reads every stored pattern back with the same English words", async () => {
    const patterns = await byFood();
    expect(patterns.size).toBe(OLD.length);
    for (const [food, words] of Object.entries(ENGLISH)) {
      expect(patterns.get(food)?.explanation, food).toBe(words);
    }
  });

  it("turns the engine's sentences into facts, the food names as typed", async () => {
    const patterns = await byFood();
    expect(patterns.get("milk")?.explanationFacts).toEqual({
      type: "finding",
      foods: ["milk"],
      together: "mostly",
      kind: "ouchy",
      windowHours: { from: 1, to: 4 },
      exposures: 6,
      occurrences: 5,
      baselineMeals: 9,
      baselineReactions: 1,
      members: [],
      drunk: false,
    });
    expect(patterns.get("pancakes or maple syrup")?.explanationFacts).toMatchObject({
      type: "finding",
      foods: ["pancakes", "maple syrup"],
      together: "often",
      kind: "any",
      windowHours: { from: 2.5, to: 6 },
    });
    expect(patterns.get("dairy")?.explanationFacts).toMatchObject({
      type: "finding",
      foods: ["dairy"],
      kind: "uncomfortable",
      drunk: true,
      members: ["milk", "mac and cheese", "yogurt"],
      windowHours: { from: 0.5, to: 3 },
    });
  });

  it("keeps words it cannot read as facts as logged, and no explanation as none", async () => {
    const patterns = await byFood();
    expect(patterns.get("strawberries")?.explanationFacts).toEqual({
      type: "asLogged",
      text: "Uncomfortable 4 of 5 times after strawberries",
    });
    expect(patterns.get("cheese")?.explanationFacts).toMatchObject({ type: "asLogged" });
    expect(patterns.get("rice")?.explanationFacts).toBeNull();
    expect(patterns.get("toast")?.explanationFacts).toBeNull();
    const { rows } = await database.pool.query(
      "select food_item, evidence from patterns where user_id = $1 and food_item in ('rice', 'dairy', 'pancakes or maple syrup')",
      [userId],
    );
    const stored = new Map(rows.map((r) => [r.food_item, r.evidence]));
    expect(stored.get("rice")).toEqual({});
    // The rest of the evidence is kept as it was.
    expect(stored.get("dairy").caseVerdict.caseId).toBe("0b7f3c1e-1111-4c2a-9d3e-2f1a5b6c7d8e");
    expect(stored.get("pancakes or maple syrup").dismissedConfidence).toBe(80);
  });
});
