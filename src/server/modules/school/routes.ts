import type { FastifyPluginAsync } from "fastify";
import { schoolEndpoints as api } from "../../../contracts/school";
import type { Db } from "../../db/client";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { answerSchoolDay, schoolState, setSchoolWeekdays } from "./service";

/** School days (ADR 067): the setting, today's question and its answers. */
export const schoolRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.state, (request) => schoolState(db, requireSelf(request, request.params.userId)));
  serve(app, api.answer, (request) =>
    answerSchoolDay(
      db,
      requireSelf(request, request.params.userId),
      request.params.date,
      request.body.answer,
    ),
  );
  serve(app, api.weekdays, (request) =>
    setSchoolWeekdays(db, requireSelf(request, request.params.userId), request.body.weekdays),
  );
};
