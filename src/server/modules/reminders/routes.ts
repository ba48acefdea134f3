import type { FastifyPluginAsync } from "fastify";
import { reminderEndpoints as api } from "../../../contracts/reminders";
import type { Db } from "../../db/client";
import { requireSelf } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { reminderSettingsOf, setReminderSettings, upcomingRemindersOf } from "./service";

/**
 * A child's reminders. Changing them is the parent's part (parent mode, as the parent's other
 * settings; the family's roles when logins are the grown-ups' own).
 */
export const reminderRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, api.get, async (request) => {
    const child = requireSelf(request, request.params.userId);
    return reminderSettingsOf(db, child.id);
  });

  serve(app, api.put, async (request) => {
    const child = requireSelf(request, request.params.userId);
    return setReminderSettings(db, child, request.body);
  });

  serve(app, api.upcoming, async (request) => {
    const child = requireSelf(request, request.params.userId);
    return upcomingRemindersOf(db, child.id);
  });
};
