import type { FastifyPluginAsync } from "fastify";
import { reminderEndpoints as api } from "../../../contracts/reminders";
import type { Db } from "../../db/client";
import { serve } from "../../lib/serve";
import { childGuard } from "../family/access";
import { reminderSettingsOf, setReminderSettings, upcomingRemindersOf } from "./service";

/**
 * A child's reminders. Changing them is the parent's part (parent mode, as the parent's other
 * settings; the family's roles when logins are the grown-ups' own).
 */
export const reminderRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    api.get,
    async (request) => {
      const child = request.child;
      return reminderSettingsOf(db, child.id);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.put,
    async (request) => {
      const child = request.child;
      return setReminderSettings(db, child, request.body);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.upcoming,
    async (request) => {
      const child = request.child;
      return upcomingRemindersOf(db, child.id);
    },
    { child: childGuard(db) },
  );
};
