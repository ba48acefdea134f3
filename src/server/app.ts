import fs from "node:fs";
import type https from "node:https";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { allEndpoints, docsEndpoints } from "../contracts/api";
import { CLINIC_PAGE_PREFIX } from "../contracts/clinic-links";
import { API_PREFIX, JSON_BODY_LIMIT } from "../contracts/endpoint";
import { isKnownScreen } from "../contracts/routes";
import type { Config, TrustProxy } from "./config";
import type { Db } from "./db/client";
import { DiaryEvents } from "./lib/diary-events";
import { registerErrorHandler } from "./lib/error-handler";
import { serializeError } from "./lib/log-errors";
import { LoopWatchdog } from "./lib/loop-watchdog";
import { openApiDocument } from "./lib/openapi";
import { acceptedEncoding, precompressedFile } from "./lib/precompressed";
import { guardEndpointMap } from "./lib/route-guard";
import { sendSecurityHeaders } from "./lib/security-headers";
import { serve } from "./lib/serve";
import { startMaintenance } from "./maintenance";
import { accountRoutes } from "./modules/account/routes";
import { registerRequestContext } from "./modules/auth/request-user";
import { authRoutes } from "./modules/auth/routes";
import { badgeRoutes } from "./modules/badges/routes";
import { caseRoutes } from "./modules/cases/routes";
import { clinicLinkRoutes, sendGone, withoutClinicToken } from "./modules/clinic-links/routes";
import { dailyReviewRoutes } from "./modules/daily-review/routes";
import { drinkRoutes } from "./modules/drinks/routes";
import { exportRoutes } from "./modules/export/routes";
import { healthRoutes } from "./modules/health/routes";
import { mealRoutes } from "./modules/meals/routes";
import { memberRoutes } from "./modules/members/routes";
import { missionRoutes } from "./modules/missions/routes";
import { parentRoutes } from "./modules/parent/routes";
import { PatternEngine } from "./modules/patterns/engine";
import { PatternRefresher } from "./modules/patterns/refresher";
import { patternRoutes } from "./modules/patterns/routes";
import { refreshPatterns } from "./modules/patterns/service";
import { memoryOf } from "./modules/photos/repo";
import { photoRoutes } from "./modules/photos/routes";
import { type PhotoStorage, retryLaterOnStoreFailure } from "./modules/photos/storage";
import { createPhotoStorage } from "./modules/photos/stores";
import { profileSignRoutes } from "./modules/profile-signs/routes";
import { pushRoutes } from "./modules/push/routes";
import { PushSender } from "./modules/push/sender";
import { caseRemindersAfterWrite } from "./modules/reminders/case-reminders";
import { startReminderWorker } from "./modules/reminders/loop";
import { reminderRoutes } from "./modules/reminders/routes";
import { schoolRoutes } from "./modules/school/routes";
import { sleepLogRoutes } from "./modules/sleep-logs/routes";
import { postgresRateLimitStore } from "./modules/throttle/rate-limit-store";
import { tummyCheckRoutes } from "./modules/tummy-checks/routes";
import { userRoutes } from "./modules/users/routes";
import { type AppRecogniser, createRecogniser } from "./recognition/index";

/** What the app needs from outside: its configuration and an open database (the rest defaults). */
export type AppDeps = {
  config: Config;
  db: Db;
  recogniser?: AppRecogniser;
  photoStorage?: PhotoStorage;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /**
   * The file descriptor the event-loop watchdog writes its warning to, from its own thread
   * (stdout by default; nothing when the log level is above warn).
   */
  watchdogLogFd?: number;
  /** The https agent push notifications go out through (tests trust their receiver with it). */
  pushAgent?: https.Agent;
};

/** Builds the Fastify app (used by main and by tests); it does not listen. */
export async function buildApp({ config, db, ...deps }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            serializers: { err: serializeError, req: requestLine },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: proxyTrust(config.trustProxy),
    // Each endpoint has its own, smaller limit (ADR 044); this one is for everything else.
    bodyLimit: JSON_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // API answers of 1 KB or more go out with brotli (a fast level) or gzip, as the request
  // accepts; the client's files are compressed once at build time (ADR 014). Request bodies
  // are taken as sent: no compressed uploads, so the body limit stays what it says.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  sendSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "upgrade-insecure-requests": null,
      },
    },
    // Browsers ignore HSTS over plain HTTP; behind HTTPS it is wanted.
    hsts: config.cookieSecure === true,
  });
  await app.register(cookie);
  // Counted in PostgreSQL: every instance answering an address adds to the same count.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  // A photo store that fails asks the client to come back (503 with Retry-After).
  app.addHook("onError", retryLaterOnStoreFailure);
  const checkEndpointMap = guardEndpointMap(app, allEndpoints());
  const watchdog = new LoopWatchdog({
    blockedMs: config.loopBlockedMs,
    logFd: ["fatal", "error", "silent"].includes(config.logLevel)
      ? null
      : (deps.watchdogLogFd ?? (deps.logStream ? null : 1)),
  });
  watchdog.register(app);
  await app.register(healthRoutes, { watchdog });

  const sessions = { days: config.sessionDays, secure: config.cookieSecure };
  registerRequestContext(app, db, sessions);
  await app.register(authRoutes, {
    db,
    sessions,
    loginRateLimit: config.loginRateLimit,
    signupRateLimit: config.signupRateLimit,
  });
  await app.register(userRoutes, { db });
  await app.register(parentRoutes, { db });
  await app.register(clinicLinkRoutes, { db });
  await app.register(badgeRoutes, { db });
  const events = new DiaryEvents((err) => app.log.error({ err }, "after-change work failed"));
  const engine = new PatternEngine();
  const refresher = new PatternRefresher(
    (userId) => refreshPatterns(db, userId, engine.detect),
    (err) => app.log.error({ err }, "pattern detection failed"),
  );
  events.subscribe((userId) => refresher.request(userId));
  app.addHook("onClose", async () => {
    await refresher.idle();
    await engine.close();
  });
  await app.register(patternRoutes, { db, refresher });
  await app.register(mealRoutes, { db, events });
  await app.register(tummyCheckRoutes, { db, events });
  await app.register(drinkRoutes, { db, events });
  await app.register(sleepLogRoutes, { db });
  await app.register(missionRoutes, { db });
  await app.register(caseRoutes, { db });
  await app.register(dailyReviewRoutes, { db });
  await app.register(schoolRoutes, { db });
  await app.register(profileSignRoutes, { db });
  await app.register(exportRoutes, { db, refresher });
  const pushSender = new PushSender(db, config.push, deps.pushAgent);
  app.addHook("onClose", async () => pushSender.close());
  await app.register(pushRoutes, { db, sender: pushSender });
  await app.register(reminderRoutes, { db });
  // A serving of a case's suspect asks for a tummy check at the lag's time.
  events.subscribe((userId) => caseRemindersAfterWrite(db, userId, new Date()));
  startReminderWorker(app, db, pushSender, config.push.pollMs);
  const apiDocument = openApiDocument(allEndpoints());
  serve(app, docsEndpoints.openApi, () => apiDocument);

  const storage = deps.photoStorage ?? (await createPhotoStorage(config));
  if (!deps.photoStorage) app.addHook("onClose", async () => storage.close?.());
  const recogniser =
    deps.recogniser ??
    createRecogniser({
      vision: config.vision,
      workers: config.recognitionWorkers,
      loadMemory: (userId) => memoryOf(db, userId),
      logger: app.log,
    });
  if (!deps.recogniser) app.addHook("onClose", () => recogniser.close());
  await app.register(photoRoutes, { db, storage, recogniser, limits: config.photoLimits });
  await app.register(accountRoutes, { db, storage, sessions, refresher });
  await app.register(memberRoutes, { db, storage, sessions });
  startMaintenance(app, db, storage);

  await registerClient(app, config.clientDir);
  checkEndpointMap();
  return app;
}

/**
 * A request as the log writes it: Fastify's own fields, with a clinic link's token left out of
 * the path, so the log never holds what opens a child's diary (ADR 069).
 */
function requestLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutClinicToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's own number option trusts no hop at all (it cannot check the nearest peer), so a
 * hop count is a function: believe the socket and the N-1 entries nearest to it, never the
 * left of X-Forwarded-For, which the client writes.
 */
function proxyTrust(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}

/** Serves the built client: hashed assets cached for good, the app shell for every screen. */
async function registerClient(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  const shell = hasClient ? precompressedFile(indexFile) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside each file: sent as x with Content-Encoding and
      // Vary: Accept-Encoding when the browser accepts them.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // A clinic link's path never gets the app's shell, whatever follows the prefix (ADR 069).
    if (pathname.startsWith(CLINIC_PAGE_PREFIX)) return sendGone(reply, 404);
    if (pathname.startsWith(API_PREFIX) || request.method !== "GET" || !shell) {
      return reply.status(404).send({ code: "not_found", message: "errors.not_found" });
    }
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    const body = (encoding && shell[encoding]) || shell.identity;
    reply.header("cache-control", "no-cache").header("vary", "Accept-Encoding");
    if (body !== shell.identity && encoding) reply.header("content-encoding", encoding);
    // Unknown screens still get the app (it shows 'Page Not Found'), with a real 404 status.
    return reply
      .status(isKnownScreen(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .send(body);
  });
}
