import type { FastifyPluginAsync } from "fastify";
import { accountEndpoints as api, archiveFileName } from "../../../contracts/account";
import { localDate } from "../../../domain/local-day";
import type { Db } from "../../db/client";
import { requestLocale, translatorFor } from "../../lib/i18n";
import { requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { deviceTokenOf } from "../auth/devices";
import { endSession, type SessionOptions } from "../auth/sessions";
import { childGuard } from "../family/access";
import type { PatternRefresher } from "../patterns/refresher";
import type { PhotoStorage } from "../photos/storage";
import { archiveOf } from "./archive";
import { deleteAccount } from "./service";

/** Download everything and delete the account (ADR 057), both in parent mode once a code is set. */
export const accountRoutes: FastifyPluginAsync<{
  db: Db;
  storage: PhotoStorage;
  sessions: SessionOptions;
  refresher: PatternRefresher;
}> = async (app, { db, storage, sessions, refresher }) => {
  serve(
    app,
    api.archive,
    async (request, reply) => {
      const user = request.child;
      await refresher.settled(user.id);
      // The CSV reports in the family's language; the data files are stored values.
      const { t } = translatorFor(request.query.language ?? requestLocale(request));
      const stream = await archiveOf(db, storage, user, new Date(), t);
      // The request's log line (its id and path) says which download was cut short; the
      // connection is closed, the server goes on.
      stream.on("error", (err) =>
        request.log.error({ err, url: request.url }, "archive download cut short"),
      );
      const name = archiveFileName(user.username, localDate(new Date(), user.timeZone));
      return reply
        .header("content-type", api.archive.produces)
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(stream);
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.remove,
    async (request, reply) => {
      // The child's own login, or an owner (the guard checks it, ADR 065); the password is the
      // signed-in login's, and a grown-up's login stays with their other children.
      const user = request.child;
      const login = requireAccount(request);
      await refresher.settled(user.id);
      const { photosRemoved } = await deleteAccount(
        db,
        storage,
        user,
        login,
        request.body,
        deviceTokenOf(request),
      );
      // The account is gone either way; photos the store could not take now go within minutes.
      if (!photosRemoved) request.log.warn("photo store down: the account's photos are queued");
      // A child's own login ends with its child.
      if (login.id === user.id) await endSession(db, request, reply, sessions);
      return { ok: true as const };
    },
    { child: childGuard(db) },
  );
};
