import pg from "pg";
import { databaseUrlOf } from "../api/support";

/** What a two-year diary holds, row by row. */
export interface DiaryCounts {
  meals: number;
  tummyChecks: number;
  drinks: number;
  sleepLogs: number;
}

const MEAL_TYPES = ["breakfast", "lunch", "dinner", "afternoon tea"];
const FOODS = [
  "toast",
  "milk",
  "banana",
  "rice",
  "chicken",
  "apple",
  "pasta",
  "yogurt",
  "carrot",
  "cheese",
  "ham sandwich",
  "orange juice",
];
const FEELINGS = ["happy", "happy", "happy", "uncomfortable", "ouchy"];
const BATHROOM = ["just right", "just right", "tough to go", "soft and easy", "runny tummy"];
const DRINKS = [
  ["water", "Water", 240],
  ["milk", "Milk", 240],
  ["water", "Water", 350],
  ["juice", "Juice", 150],
] as const;

/** A client on the embedded PostgreSQL server of a bench app's data folder. */
export async function benchDatabase(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
  await client.connect();
  return client;
}

/**
 * Two years of diary ending yesterday, written straight into the database: about 4 meals,
 * 2 tummy checks (one with a bathroom event), 4 drinks and a night's sleep a day.
 */
export async function seedTwoYears(dataDir: string, userId: string): Promise<DiaryCounts> {
  const db = await benchDatabase(dataDir);
  const days = 730;
  await db.query(
    `insert into meals (user_id, meal_type, manual_foods, timestamp)
     select $1, ($2::text[])[1 + i % 4],
            to_jsonb(array[($3::text[])[1 + i % 12], ($3::text[])[1 + (i * 7) % 12]]),
            date_trunc('day', now()) - interval '1 day' - ((i / 4) * interval '1 day')
              + make_interval(hours => (array[7, 12, 18, 15])[1 + i % 4])
     from generate_series(0, ${days * 4 - 1}) as i`,
    [userId, MEAL_TYPES, FOODS],
  );
  await db.query(
    `insert into tummy_checks (user_id, feeling, bathroom_event, timestamp)
     select $1, ($2::text[])[1 + i % 5],
            case when i % 2 = 0 then ($3::text[])[1 + (i / 2) % 5] else null end,
            date_trunc('day', now()) - interval '1 day' - ((i / 2) * interval '1 day')
              + make_interval(hours => (array[9, 20])[1 + i % 2])
     from generate_series(0, ${days * 2 - 1}) as i`,
    [userId, FEELINGS, BATHROOM],
  );
  await db.query(
    `insert into drinks (user_id, drink_type, drink_name, amount_ml, amount_cups, timestamp)
     select $1, ($2::text[])[1 + i % 4], ($3::text[])[1 + i % 4], ($4::int[])[1 + i % 4],
            round((($4::int[])[1 + i % 4] / 240.0)::numeric, 1),
            date_trunc('day', now()) - interval '1 day' - ((i / 4) * interval '1 day')
              + make_interval(hours => (array[8, 11, 14, 17])[1 + i % 4])
     from generate_series(0, ${days * 4 - 1}) as i`,
    [userId, DRINKS.map((d) => d[0]), DRINKS.map((d) => d[1]), DRINKS.map((d) => d[2])],
  );
  await db.query(
    `insert into sleep_logs (user_id, bedtime, morning_mood, morning_mood_time, date)
     select $1, d + interval '20 hours', (array['bunny', 'turtle', 'bear'])[1 + i % 3],
            d + interval '1 day 7 hours', d::date
     from (select i, date_trunc('day', now()) - interval '2 days' - (i * interval '1 day') as d
           from generate_series(0, ${days - 1}) as i) as nights`,
    [userId],
  );
  const count = async (table: string) =>
    (await db.query(`select count(*)::int as n from ${table} where user_id = $1`, [userId])).rows[0]
      .n as number;
  const counts = {
    meals: await count("meals"),
    tummyChecks: await count("tummy_checks"),
    drinks: await count("drinks"),
    sleepLogs: await count("sleep_logs"),
  };
  await db.end();
  return counts;
}
