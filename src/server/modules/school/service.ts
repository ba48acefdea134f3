import { and, asc, eq, gte, lte } from "drizzle-orm";

import type { SchoolDay, SchoolState } from "../../../contracts/school";
import { localDate } from "../../../domain/local-day";
import {
  DEFAULT_SCHOOL_WEEKDAYS,
  isSchoolAnswer,
  isSchoolDay,
  type SchoolAnswer,
} from "../../../domain/school";
import type { Db, Tx } from "../../db/client";
import { schoolDays, schoolWeekdays } from "../../db/schema/index";
import { conflict } from "../../lib/errors";
import type { Player } from "../game/diary-write";

/** The family's school weekdays: Monday to Friday until a grown-up sets them (ADR 067). */
export async function weekdaysOf(db: Db | Tx, userId: string): Promise<number[]> {
  const [row] = await db
    .select({ weekdays: schoolWeekdays.weekdays })
    .from(schoolWeekdays)
    .where(eq(schoolWeekdays.userId, userId));
  return row ? row.weekdays : [...DEFAULT_SCHOOL_WEEKDAYS];
}

/** The setting and the child's today: a school day or not, and its answer. */
export async function schoolState(db: Db, player: Player, now = new Date()): Promise<SchoolState> {
  const weekdays = await weekdaysOf(db, player.id);
  const date = localDate(now, player.timeZone);
  const [row] = await db
    .select({ answer: schoolDays.answer })
    .from(schoolDays)
    .where(and(eq(schoolDays.userId, player.id), eq(schoolDays.date, date)));
  const answer = row && isSchoolAnswer(row.answer) ? row.answer : null;
  return { weekdays, today: { date, schoolDay: isSchoolDay(date, weekdays), answer } };
}

/** Stores (or changes) the answer of a local day up to today (409 for a day to come). */
export async function answerSchoolDay(
  db: Db,
  player: Player,
  date: string,
  answer: SchoolAnswer,
  now = new Date(),
): Promise<SchoolDay> {
  if (date > localDate(now, player.timeZone))
    throw conflict("errors.dayNotStarted", "day_not_open");
  await db
    .insert(schoolDays)
    .values({ userId: player.id, date, answer })
    .onConflictDoUpdate({
      target: [schoolDays.userId, schoolDays.date],
      set: { answer, updatedAt: now },
    });
  return { date, answer };
}

/** Sets the family's school weekdays. */
export async function setSchoolWeekdays(
  db: Db,
  player: Player,
  weekdays: number[],
): Promise<SchoolState> {
  await db
    .insert(schoolWeekdays)
    .values({ userId: player.id, weekdays })
    .onConflictDoUpdate({
      target: schoolWeekdays.userId,
      set: { weekdays, updatedAt: new Date() },
    });
  return schoolState(db, player);
}

/** The answered school days between two optional local dates, oldest first (the export). */
export async function schoolDaysBetween(
  tx: Tx,
  userId: string,
  range: { startDate?: string; endDate?: string },
): Promise<SchoolDay[]> {
  const rows = await tx
    .select({ date: schoolDays.date, answer: schoolDays.answer })
    .from(schoolDays)
    .where(
      and(
        eq(schoolDays.userId, userId),
        ...(range.startDate ? [gte(schoolDays.date, range.startDate)] : []),
        ...(range.endDate ? [lte(schoolDays.date, range.endDate)] : []),
      ),
    )
    .orderBy(asc(schoolDays.date));
  return rows.flatMap((row) =>
    isSchoolAnswer(row.answer) ? [{ ...row, answer: row.answer }] : [],
  );
}
