import type { FastifyPluginAsync } from "fastify";
import { tummyCheckEndpoints as api } from "../../../contracts/tummy-checks";
import type { Db } from "../../db/client";
import type { DiaryEvents } from "../../lib/diary-events";
import { requireSelf, requireUser } from "../../lib/request-context";
import { serve } from "../../lib/serve";
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
  serve(app, api.create, async (request) => {
    const user = requireUser(request);
    const saved = await createTummyCheck(db, user, request.body, createKeyOf(request, api.create));
    events.changed(user.id);
    return saved;
  });
  serve(app, api.today, (request) =>
    recentTummyChecks(db, requireSelf(request, request.params.userId), 1),
  );
  serve(app, api.recent, (request) =>
    recentTummyChecks(db, requireSelf(request, request.params.userId), 2),
  );
  serve(app, api.alarmSigns, (request) =>
    listAlarmSigns(db, requireSelf(request, request.params.userId)),
  );
  serve(app, api.update, async (request) => {
    const user = requireUser(request);
    const updated = await editTummyCheck(db, user, request.params.id, request.body);
    events.changed(user.id);
    return updated;
  });
  serve(app, api.remove, async (request) => {
    const user = requireUser(request);
    await removeTummyCheck(db, user, request.params.id);
    events.changed(user.id);
    return { ok: true as const };
  });
};
