import type { FastifyPluginAsync } from "fastify";
import { schoolEndpoints as api } from "../../../contracts/school";
import type { Db } from "../../db/client";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import { answerSchoolDay, schoolState, setSchoolWeekdays } from "./service";

/** School days (ADR 067): the setting, today's question and its answers. */
export const schoolRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.state, (request) => schoolState(db, request.child), { child: childGuard(db) });
  serve(
    app,
    api.answer,
    (request) => answerSchoolDay(db, request.child, request.params.date, request.body.answer),
    { child: childGuard(db) },
  );
  serve(
    app,
    api.weekdays,
    (request) => setSchoolWeekdays(db, request.child, request.body.weekdays),
    { child: childGuard(db) },
  );
};
