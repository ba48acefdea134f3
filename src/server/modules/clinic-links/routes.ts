import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { clinicLinkEndpoints as api, CLINIC_PAGE_PREFIX } from "../../../contracts/clinic-links";
import { DIARY_ENTRIES_HEADER } from "../../../contracts/export";
import { localDate, localTime } from "../../../domain/local-day";
import { reportFileStem, reportPeriod } from "../../../domain/reports/csv-rows";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { requestTranslator } from "../../lib/i18n";
import { requireAccount } from "../../lib/request-context";
import { serve } from "../../lib/serve";
import { bundleStream, diaryEntryCount } from "../export/fhir/bundle";
import { childGuard } from "../family/access";
import { CLINIC_PAGE_CSP, clinicGonePage, clinicPage } from "./page";
import {
  clinicPageUrl,
  createClinicLink,
  linkDiary,
  listClinicLinks,
  type OpenedLink,
  openClinicLink,
  presentCreated,
  revokeClinicLink,
} from "./service";

/** Opens of clinic pages one address may make a minute (a token is never guessed; this bounds the log). */
const PAGE_OPENS_PER_MINUTE = 60;

/** Headers of everything the clinic's path answers: nothing leaks, nothing is kept. */
function privateHtml(reply: FastifyReply): FastifyReply {
  return reply
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow")
    .header("cache-control", "no-store")
    .header("content-security-policy", CLINIC_PAGE_CSP);
}

/** A path with a clinic link's token replaced by "[token]" (for the log). */
export function withoutClinicToken(url: string): string {
  return url.startsWith(CLINIC_PAGE_PREFIX)
    ? url.replace(/^\/clinic\/[^/?#]*/, `${CLINIC_PAGE_PREFIX}[token]`)
    : url;
}

/** The answer for a token that does not open: 404 unknown or revoked, 410 expired. */
export function sendGone(
  reply: FastifyReply,
  status: 404 | 410,
  request?: FastifyRequest,
): FastifyReply {
  return privateHtml(reply)
    .status(status)
    .type("text/html; charset=utf-8")
    .send(clinicGonePage(status, request ? requestTranslator(request) : undefined));
}

function goneStatus(opened: Exclude<OpenedLink, { status: "open" }>): 404 | 410 {
  return opened.status === "expired" ? 410 : 404;
}

/**
 * The family's clinic links (ADR 069): make, list and revoke them in the parent's part, and the
 * clinic's read-only page and FHIR file at /clinic/{token}, checked before anything is sent.
 */
export const clinicLinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(
    app,
    api.create,
    async (request) => {
      const child = request.child;
      // The link remembers the login that made it: the child's own, or an owner's (ADR 065).
      const { token, link } = await createClinicLink(
        db,
        child,
        requireAccount(request).id,
        request.body,
      );
      const origin = `${request.protocol}://${request.host}`;
      return presentCreated(link, clinicPageUrl(origin, token));
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.list,
    async (request) => {
      const child = request.child;
      return { links: await listClinicLinks(db, child.id) };
    },
    { child: childGuard(db) },
  );

  serve(
    app,
    api.revoke,
    async (request) => {
      const child = request.child;
      return revokeClinicLink(db, child.id, request.params.linkId);
    },
    { child: childGuard(db) },
  );

  const pageConfig = {
    rateLimit: {
      max: PAGE_OPENS_PER_MINUTE,
      timeWindow: "1 minute",
      errorResponseBuilder: () => tooManyRequests("errors.tooManyTriesFromHere"),
    },
  };

  app.get<{ Params: { token: string } }>(
    `${CLINIC_PAGE_PREFIX}:token`,
    { config: pageConfig, exposeHeadRoute: false },
    async (request, reply) => {
      const now = new Date();
      const opened = await openClinicLink(db, request.params.token, "page", now);
      if (opened.status !== "open") return sendGone(reply, goneStatus(opened), request);
      const { link, child } = opened;
      const { data, period } = await linkDiary(db, link, child, now);
      const html = clinicPage({
        child: { name: child.username, age: child.age, timeZone: child.timeZone },
        period,
        expiresAt: link.expiresAt,
        data,
        fhirHref: `${CLINIC_PAGE_PREFIX}${request.params.token}/fhir`,
        now,
        // The visitor's language (Accept-Language), with <html lang> and dates in its tag.
        words: requestTranslator(request),
      });
      return privateHtml(reply).type("text/html; charset=utf-8").send(html);
    },
  );

  // The FHIR file of the link's period, as the parent's FHIR export writes it (ADR 060).
  app.get<{ Params: { token: string } }>(
    `${CLINIC_PAGE_PREFIX}:token/fhir`,
    { config: pageConfig, exposeHeadRoute: false },
    async (request, reply) => {
      const now = new Date();
      const opened = await openClinicLink(db, request.params.token, "fhir", now);
      if (opened.status !== "open") return sendGone(reply, goneStatus(opened), request);
      const { link, child } = opened;
      const { data, period } = await linkDiary(db, link, child, now);
      const today = localDate(now, child.timeZone);
      const header = {
        childName: child.username,
        period: reportPeriod(period, data, today, child.timeZone),
        exported: { date: today, time: localTime(now, child.timeZone), timeZone: child.timeZone },
      };
      const name = reportFileStem(header, "fhir", "json");
      // The app's own texts in the visitor's language, as on the page; codes are the same in all.
      const { t } = requestTranslator(request);
      const fhirChild = { id: child.id, name: child.username, age: child.age };
      const stream = bundleStream(data, fhirChild, now, t);
      stream.on("error", (err) => request.log.error({ err }, "fhir stream failed"));
      return privateHtml(reply)
        .header("content-type", "application/fhir+json")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header(DIARY_ENTRIES_HEADER, String(diaryEntryCount(data)))
        .send(stream);
    },
  );
};
