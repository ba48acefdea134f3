import { z } from "zod";
import { EARLIEST_DAY, isLocalDate } from "../domain/local-day";
import { userIdParams, uuidParam } from "./common";
import { endpoint } from "./endpoint";
import { boundedString } from "./text";

/** How long a clinic link may stay open, in days (ADR 069). */
export const CLINIC_LINK_DAYS_MIN = 1;
export const CLINIC_LINK_DAYS_MAX = 30;
/** The days the Parent page offers. */
export const CLINIC_LINK_DAY_CHOICES = [1, 7, 14, 30] as const;
/** The path of the clinic's page; the token follows it. */
export const CLINIC_PAGE_PREFIX = "/clinic/";

const linkDate = boundedString(10, "errors.exportDateFormat")
  .refine(isLocalDate, { message: "errors.exportDateFormat", abort: true })
  .refine((v) => v >= EARLIEST_DAY, "errors.exportDateTooEarly")
  .optional();

/**
 * POST /api/user/{userId}/clinic-links body: how many days the link stays open, and the local
 * days it shows (both optional: the last 4 weeks up to the child's today).
 */
export const clinicLinkBody = z
  .object({
    days: z
      .number("errors.clinicLinkDays")
      .int("errors.clinicLinkDays")
      .min(CLINIC_LINK_DAYS_MIN, "errors.clinicLinkDays")
      .max(CLINIC_LINK_DAYS_MAX, "errors.clinicLinkDays"),
    startDate: linkDate,
    endDate: linkDate,
  })
  .refine((q) => !(q.startDate && q.endDate && q.endDate < q.startDate), {
    message: "errors.exportEndBeforeStart",
    path: ["endDate"],
  });
export type ClinicLinkBody = z.input<typeof clinicLinkBody>;

/** A new link: the only time its address is told (the server keeps a hash of it). */
export const createdClinicLink = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type CreatedClinicLink = z.infer<typeof createdClinicLink>;

/** What a link's list row says: its period, its life and how it was opened. */
export const clinicLinkView = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** "open" until it expires or is revoked. */
  state: z.enum(["open", "expired", "revoked"]),
  openCount: z.number(),
  lastOpenedAt: z.string().nullable(),
  /** The latest opens, newest first: when, and whether the page or the FHIR file. */
  opens: z.array(z.object({ at: z.string(), what: z.enum(["page", "fhir"]) })),
});
export type ClinicLinkView = z.infer<typeof clinicLinkView>;

/** How many opens each list row carries (the count says how many there were in all). */
export const CLINIC_LINK_OPENS_LISTED = 20;

/** The links of a child, newest first. */
export const clinicLinkList = z.object({ links: z.array(clinicLinkView) });
export type ClinicLinkList = z.infer<typeof clinicLinkList>;

/** Path parameters naming one of the child's links. */
export const clinicLinkParams = userIdParams.extend({ linkId: uuidParam("link id") });

/** The owner's calls for read-only clinic links (ADR 069). */
export const clinicLinkEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/user/:userId/clinic-links",
    summary: `Makes a read-only link to the child's clinic summary, timeline and FHIR file for a period (the last 4 weeks unless dates are given), open for 1 to ${CLINIC_LINK_DAYS_MAX} days; the address is told once`,
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    body: clinicLinkBody,
    response: createdClinicLink,
    status: 201,
    parentOnly: true,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/user/:userId/clinic-links",
    summary:
      "The child's clinic links, newest first, each with its period, expiry, revocation and how often and when it was opened",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: userIdParams,
    response: clinicLinkList,
    parentOnly: true,
  }),
  revoke: endpoint({
    method: "DELETE",
    path: "/api/user/:userId/clinic-links/:linkId",
    summary: "Revokes a clinic link at once: its page answers 404 from then on",
    access: "signed-in",
    child: { from: "params", need: "owner" },
    params: clinicLinkParams,
    response: clinicLinkView,
    parentOnly: true,
  }),
} as const;
