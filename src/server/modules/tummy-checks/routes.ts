import type { FastifyPluginAsync } from "fastify";
import { tummyCheckEndpoints as api } from "../../../contracts/tummy-checks";
import type { Db } from "../../db/client";
import { tummyChecks } from "../../db/schema/tummy-checks";
import type { DiaryEvents } from "../../lib/diary-events";
import { DIARY_WRITE, requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { childGuard, recordIn } from "../family/access";
import { createKeyOf } from "../idempotency/service";
import {
  createTummyCheck,
  editTummyCheck,
  listAlarmSigns,
  recentTummyChecks,
  removeTummyCheck,
} from "./service";

/** Tummy checks (SPEC 7), plus the last two days that the dashboard shows. */
export const tummyCheckRoutes: FastifyPluginAsync<{ db: Db; events: DiaryEvents }> = async (
  app,
  { db, events },
) => {
  const check = { ...DIARY_WRITE, child: childGuard(db, recordIn(tummyChecks, true)) };
  serve(
    app,
    api.create,
    async (request) => {
      const { userId: _child, ...input } = request.body;
      const child = request.child;
      const by = requireAccount(request);
      const saved = await createTummyCheck(db, child, input, by, createKeyOf(request, api.create));
      events.changed(child.id);
      return saved;
    },
    { ...DIARY_WRITE, child: childGuard(db) },
  );
  serve(app, api.today, (request) => recentTummyChecks(db, request.child, 1), {
    child: childGuard(db),
  });
  serve(app, api.recent, (request) => recentTummyChecks(db, request.child, 2), {
    child: childGuard(db),
  });
  serve(app, api.alarmSigns, (request) => listAlarmSigns(db, request.child), {
    child: childGuard(db),
  });
  serve(
    app,
    api.update,
    async (request) => {
      const child = request.child;
      const by = requireAccount(request).id;
      const updated = await editTummyCheck(db, child, request.params.id, request.body, by);
      events.changed(child.id);
      return updated;
    },
    check,
  );
  serve(
    app,
    api.remove,
    async (request) => {
      await removeTummyCheck(db, request.child, request.params.id);
      events.changed(request.child.id);
      return { ok: true as const };
    },
    check,
  );
};
