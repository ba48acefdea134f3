import type { FastifyPluginAsync } from "fastify";
import {
  exportEndpoints as api,
  DIARY_ENTRIES_HEADER,
  fhirPeriod,
} from "../../../contracts/export";
import { localDate, localTime } from "../../../domain/local-day";
import { reportFileStem, reportPeriod } from "../../../domain/reports/csv-rows";
import type { Db } from "../../db/client";
import { requestLocale, translatorFor } from "../../lib/i18n";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import type { PatternRefresher } from "../patterns/refresher";
import { bundleStream, diaryEntryCount } from "./fhir/bundle";
import { exportDiary } from "./service";

/**
 * GET /api/export/{userId} (SPEC 7): the diary for the parent's reports; GET .../fhir: the same
 * days as a FHIR R4 bundle for a clinic's system (ADR 060).
 */
export const exportRoutes: FastifyPluginAsync<{ db: Db; refresher: PatternRefresher }> = async (
  app,
  { db, refresher },
) => {
  serve(
    app,
    api.diary,
    async (request) => {
      const user = request.child;
      await refresher.settled(user.id);
      const { language, columns, ...period } = request.query;
      const data = await exportDiary(db, user, period);
      // The words of the CSV files the browser makes from this answer (ADR 010).
      const report = { language: language ?? requestLocale(request), columns: columns ?? "report" };
      return { ...data, report };
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.fhir,
    async (request, reply) => {
      const user = request.child;
      const now = new Date();
      const query = fhirPeriod(request.query);
      const data = await exportDiary(db, user, query, now);
      const today = localDate(now, user.timeZone);
      const header = {
        childName: user.username,
        period: reportPeriod(query, data, today, user.timeZone),
        exported: { date: today, time: localTime(now, user.timeZone), timeZone: user.timeZone },
      };
      const name = reportFileStem(header, "fhir", "json");
      // The app's own display texts in the report's language; SNOMED, LOINC and UCUM keep theirs.
      const { t } = translatorFor(request.query.language ?? requestLocale(request));
      const child = { id: user.id, name: user.username, age: user.age };
      const stream = bundleStream(data, child, now, t);
      stream.on("error", (err) => request.log.error({ err }, "fhir stream failed"));
      return reply
        .header("content-type", api.fhir.produces)
        .header("content-disposition", `attachment; filename="${name}"`)
        .header(DIARY_ENTRIES_HEADER, String(diaryEntryCount(data)))
        .header("cache-control", "no-store")
        .send(stream);
    },
    { child: childGuard(db) },
  );
};
