import type { FastifyPluginAsync } from "fastify";
import { familyEndpoints as api } from "../../../contracts/family";
import type { Db } from "../../db/client";
import { requestTimeZone } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { endSession, type SessionOptions } from "../auth/sessions";
import type { PhotoStorage } from "../photos/storage";
import {
  addChild,
  deleteGrownUp,
  deletionPreview,
  familyOf,
  join,
  makeJoinCode,
  removeMember,
} from "./service";

/** A family's children, members, join codes and a grown-up's deletion (ADR 065). */
export const memberRoutes: FastifyPluginAsync<{
  db: Db;
  storage: PhotoStorage;
  sessions: SessionOptions;
}> = async (app, { db, storage, sessions }) => {
  serve(app, api.family, (request, reply) => {
    // Read per request: a member removed a moment ago no longer sees the child.
    reply.header("cache-control", "no-store");
    return familyOf(db, request);
  });

  serve(app, api.addChild, (request) =>
    addChild(db, request, request.body, requestTimeZone(request)),
  );

  serve(app, api.createJoinCode, (request, reply) => {
    reply.header("cache-control", "no-store");
    return makeJoinCode(db, request, request.body);
  });

  serve(app, api.join, (request) => join(db, request, request.body.code));

  serve(app, api.removeMember, async (request) => {
    await removeMember(db, request, request.params.childId, request.params.accountId);
    return { ok: true as const };
  });

  serve(app, api.accountDeletion, (request, reply) => {
    reply.header("cache-control", "no-store");
    return deletionPreview(db, request);
  });

  serve(app, api.deleteAccount, async (request, reply) => {
    const { photosRemoved } = await deleteGrownUp(db, storage, request, request.body.password);
    if (!photosRemoved) request.log.warn("photo store down: the children's photos are queued");
    await endSession(db, request, reply, sessions);
    return { ok: true as const };
  });
};
