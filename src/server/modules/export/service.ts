import { reasonKey } from "../../../contracts/error-reasons";
import type { ExportData, ExportQuery } from "../../../contracts/export";
import { addDays, localDate, startOfLocalDay } from "../../../domain/local-day";
import { exportRangeProblems } from "../../../domain/reports/export-range";
import { nightsThatHappened } from "../../../domain/sleep";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { presentCase } from "../cases/presenter";
import { casesOf } from "../cases/repo";
import { presentDrink } from "../drinks/presenter";
import { grownUpNames } from "../family/logged-by";
import type { Player } from "../game/diary-write";
import { presentMeal } from "../meals/presenter";
import { presentPatterns } from "../patterns/case-verdict";
import { profileSignsOf } from "../profile-signs/service";
import { schoolDaysBetween } from "../school/service";
import { presentSleepLog } from "../sleep-logs/presenter";
import { presentTummyCheck } from "../tummy-checks/presenter";
import { diaryForExport, type ExportBounds } from "./repo";

/** The instants and nights of an inclusive local-day range in the child's zone. */
export function exportBounds(query: ExportQuery, timeZone: string): ExportBounds {
  const { startDate, endDate } = query;
  return {
    ...(startDate ? { from: startOfLocalDay(startDate, timeZone), firstNight: startDate } : {}),
    ...(endDate ? { to: startOfLocalDay(addDays(endDate, 1), timeZone), lastNight: endDate } : {}),
  };
}

/** A case whose days meet the export's local dates (either end may be open). */
function overlaps(kase: { startDate: string; endDate: string }, query: ExportQuery): boolean {
  return (
    (!query.startDate || kase.endDate >= query.startDate) &&
    (!query.endDate || kase.startDate <= query.endDate)
  );
}

/**
 * The child's diary between two optional local dates (inclusive) in the child's zone, with the
 * patterns that are not dismissed and the judged cases whose days meet those dates. A date after
 * the child's today is refused (SPEC 5). The reports read it, so a night whose bedtime has not
 * come is left out (ADR 063) unless `allNights` asks for every stored row (the archive).
 */
export async function exportDiary(
  db: Db,
  player: Player,
  query: ExportQuery,
  now = new Date(),
  { allNights = false }: { allNights?: boolean } = {},
): Promise<ExportData> {
  const problems = exportRangeProblems(query, localDate(now, player.timeZone));
  const first = Object.values(problems)[0];
  if (first) {
    const byField = Object.entries(problems).map(([field, problem]) => [field, reasonKey(problem)]);
    throw badRequest(reasonKey(first), Object.fromEntries(byField));
  }
  // One snapshot, so a write landing mid-export never shows in one list and not another.
  const rows = await db.transaction(
    async (tx) => {
      const diary = await diaryForExport(tx, player.id, exportBounds(query, player.timeZone));
      return {
        ...diary,
        names: await grownUpNames(tx, [
          ...diary.mealRows.map((row) => row.loggedBy),
          ...diary.checkRows.map((row) => row.loggedBy),
          ...diary.drinkRows.map((row) => row.loggedBy),
        ]),
        // Each with its case's verdict, read from the case in the same snapshot.
        patterns: await presentPatterns(tx, player.id, diary.patternRows),
        caseRows: (await casesOf(tx, player.id)).filter(
          (c) => c.verdict !== null && overlaps(c, query),
        ),
        schoolDays: await schoolDaysBetween(tx, player.id, query),
        profileSigns: (await profileSignsOf(tx, player.id)).signs,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // A grown-up's entries name who logged them; the child's own keep their words.
  const loggedByName = (row: { loggedBy: string | null }) => {
    const name = row.loggedBy ? rows.names.get(row.loggedBy) : undefined;
    return name ? { loggedByName: name } : {};
  };
  return {
    meals: rows.mealRows.map((row) => ({
      ...presentMeal(row),
      aiDetectedFoods: row.aiDetectedFoods ?? null,
      ...loggedByName(row),
    })),
    tummyChecks: rows.checkRows.map((row) => ({ ...presentTummyCheck(row), ...loggedByName(row) })),
    sleepLogs: allNights
      ? rows.sleepRows.map(presentSleepLog)
      : nightsThatHappened(rows.sleepRows.map(presentSleepLog), now),
    drinks: rows.drinkRows.map((row) => ({ ...presentDrink(row), ...loggedByName(row) })),
    patterns: rows.patterns,
    cases: rows.caseRows.map((row) => presentCase(row)),
    schoolDays: rows.schoolDays,
    profileSigns: rows.profileSigns,
  };
}
