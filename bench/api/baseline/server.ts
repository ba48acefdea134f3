// The comparison stack the product was first specified on: Express + express-session +
// connect-pg-simple, on the same PostgreSQL and the same tables as the app. Written minimally
// but honestly: every call looks the session up, checks the owner, and reads or writes the
// same rows the app does. BASELINE_TOUCH=false skips the session-expiry write of each request.
import { verify } from "@node-rs/argon2";
import connectPgSimple from "connect-pg-simple";
import express, { type NextFunction, type Request, type Response } from "express";
import session from "express-session";
import pg from "pg";

declare module "express-session" {
  interface SessionData {
    userId: string;
  }
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PgStore = connectPgSimple(session);
const app = express();
app.use(express.json());
app.use(
  session({
    store: new PgStore({
      pool,
      createTableIfMissing: true,
      pruneSessionInterval: false,
      disableTouch: process.env.BASELINE_TOUCH === "false",
    }),
    secret: "bench-baseline-secret",
    resave: false,
    saveUninitialized: false,
    cookie: { maxAge: 30 * 86_400_000, httpOnly: true, sameSite: "lax" },
  }),
);

function signedIn(req: Request, res: Response, next: NextFunction) {
  if (!req.session.userId) res.status(401).json({ error: "Not authenticated" });
  else next();
}

const MEAL_COLUMNS = `id, user_id as "userId", meal_type as "mealType", photo_url as "photoUrl",
  detected_foods as "detectedFoods", manual_foods as "manualFoods", ai_confidence as "aiConfidence",
  timestamp, created_at as "createdAt"`;

app.post("/api/auth/login", async (req, res) => {
  const { username, password } = req.body ?? {};
  const { rows } = await pool.query(
    "select id, password_hash from accounts where lower(username) = lower($1)",
    [String(username)],
  );
  const user = rows[0];
  if (!user || !(await verify(user.password_hash, String(password)))) {
    res.status(401).json({ error: "Invalid credentials" });
    return;
  }
  req.session.regenerate(() => {
    req.session.userId = user.id;
    req.session.save(() => res.json({ id: user.id }));
  });
});

app.get("/api/auth/me", signedIn, async (req, res) => {
  const { rows } = await pool.query(
    `select id, username, email, age, avatar_config as "avatarConfig", level,
       total_points as "totalPoints", current_streak as "currentStreak", created_at as "createdAt"
     from users where id = $1`,
    [req.session.userId],
  );
  if (!rows[0]) res.status(401).json({ error: "Not authenticated" });
  else res.json(rows[0]);
});

// Today in the user's own zone, computed by PostgreSQL from the stored zone.
app.get("/api/meals/today/:userId", signedIn, async (req, res) => {
  if (req.params.userId !== req.session.userId) {
    res.status(403).json({ error: "You can only open your own case files." });
    return;
  }
  const { rows } = await pool.query(
    `select ${MEAL_COLUMNS} from meals
     where user_id = $1
       and timestamp >= (select date_trunc('day', now() at time zone time_zone) at time zone time_zone from users where id = $1)
       and timestamp < (select (date_trunc('day', now() at time zone time_zone) + interval '1 day') at time zone time_zone from users where id = $1)
     order by timestamp`,
    [req.params.userId],
  );
  res.json(rows);
});

app.post("/api/meals", signedIn, async (req, res) => {
  const { userId, mealType, manualFoods, detectedFoods } = req.body ?? {};
  if (userId !== undefined && userId !== req.session.userId) {
    res.status(403).json({ error: "You can only open your own case files." });
    return;
  }
  if (typeof mealType !== "string" || !Array.isArray(manualFoods)) {
    res.status(400).json({ error: "Invalid meal" });
    return;
  }
  const { rows } = await pool.query(
    `insert into meals (user_id, meal_type, manual_foods, detected_foods)
     values ($1, $2, $3, $4) returning ${MEAL_COLUMNS}`,
    [
      req.session.userId,
      mealType,
      JSON.stringify(manualFoods),
      JSON.stringify(Array.isArray(detectedFoods) ? detectedFoods : []),
    ],
  );
  res.status(201).json(rows[0]);
});

const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => {
  console.log(`baseline is running on ${process.env.PORT}`);
});
process.on("SIGTERM", () => {
  server.close(() => void pool.end());
  server.closeAllConnections();
});
