import type { FastifyPluginAsync } from "fastify";
import { caseEndpoints as api } from "../../../contracts/cases";
import type { Db } from "../../db/client";
import { cases } from "../../db/schema/cases";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
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
  const aCase = { child: childGuard(db, recordIn(cases)) };
  serve(app, api.list, (request) => listCases(db, request.child), { child: childGuard(db) });
  serve(
    app,
    api.open,
    (request) => {
      const { userId: _child, ...input } = request.body;
      return openCase(db, request.child, input);
    },
    { child: childGuard(db) },
  );
  serve(
    app,
    api.markDay,
    (request) =>
      markCaseDay(db, request.child, request.params.id, request.params.date, request.body.kept),
    aCase,
  );
  serve(
    app,
    api.markIll,
    (request) =>
      markCaseIllDay(db, request.child, request.params.id, request.params.date, request.body.ill),
    aCase,
  );
  serve(
    app,
    api.extend,
    (request) => extendCase(db, request.child, request.params.id, request.body.days),
    aCase,
  );
  serve(app, api.abandon, (request) => abandonCase(db, request.child, request.params.id), aCase);
};
