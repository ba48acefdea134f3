import type { FastifyPluginAsync } from "fastify";
import { accountEndpoints as api, archiveFileName } from "../../../contracts/account";
import { CHILDS_OWN_LOGIN_ONLY } from "../../../contracts/family";
import { localDate } from "../../../domain/local-day";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/errors";
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
      const stream = await archiveOf(db, storage, user);
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
      // A child's own login deletes itself and its diary; deleting a child from a grown-up's
      // login is the family's part (it must not take the grown-up's login with it).
      if (request.standing !== "self") throw forbidden(CHILDS_OWN_LOGIN_ONLY);
      const user = request.child;
      await refresher.settled(user.id);
      const { photosRemoved } = await deleteAccount(
        db,
        storage,
        user,
        requireAccount(request),
        request.body,
        deviceTokenOf(request),
      );
      // The account is gone either way; photos the store could not take now go within minutes.
      if (!photosRemoved) request.log.warn("photo store down: the account's photos are queued");
      await endSession(db, request, reply, sessions);
      return { ok: true as const };
    },
    { child: childGuard(db) },
  );
};
