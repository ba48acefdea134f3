import type { FastifyPluginAsync } from "fastify";
import { caseEndpoints as api } from "../../../contracts/cases";
import type { Db } from "../../db/client";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import {
  abandonCase,
  extendCase,
  listCases,
  markCaseDay,
  markCaseIllDay,
  openCase,
} from "./service";

/** Cases: planned food challenges that turn a clue into a verdict. */
export const caseRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.list, (request) => listCases(db, requireSelf(request, request.params.userId)));
  serve(app, api.open, (request) => openCase(db, requireUser(request), request.body));
  serve(app, api.markDay, (request) =>
    markCaseDay(
      db,
      requireUser(request),
      request.params.id,
      request.params.date,
      request.body.kept,
    ),
  );
  serve(app, api.markIll, (request) =>
    markCaseIllDay(
      db,
      requireUser(request),
      request.params.id,
      request.params.date,
      request.body.ill,
    ),
  );
  serve(app, api.extend, (request) =>
    extendCase(db, requireUser(request), request.params.id, request.body.days),
  );
  serve(app, api.abandon, (request) => abandonCase(db, requireUser(request), request.params.id));
};
