import { z } from "zod";
import { accountEndpoints } from "./account";
import { authEndpoints } from "./auth";
import { badgeEndpoints } from "./badges";
import { caseEndpoints } from "./cases";
import { clinicLinkEndpoints } from "./clinic-links";
import { dailyReviewEndpoints } from "./daily-review";
import { drinkEndpoints } from "./drinks";
import { type EndpointDefinition, endpoint } from "./endpoint";
import { exportEndpoints } from "./export";
import { familyEndpoints } from "./family";
import { healthEndpoints } from "./health";
import { mealEndpoints } from "./meals";
import { missionEndpoints } from "./missions";
import { parentEndpoints } from "./parent";
import { patternEndpoints } from "./patterns";
import { photoEndpoints } from "./photos";
import { profileSignEndpoints } from "./profile-signs";
import { pushEndpoints, reminderEndpoints } from "./reminders";
import { schoolEndpoints } from "./school";
import { sleepLogEndpoints } from "./sleep-logs";
import { tummyCheckEndpoints } from "./tummy-checks";
import { userEndpoints } from "./users";

/** The API's own description. */
export const docsEndpoints = {
  openApi: endpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API as an OpenAPI 3.1 document, generated from the endpoint map",
    access: "public",
    response: z.record(z.string(), z.unknown()),
  }),
} as const;

/**
 * Every client-server call, grouped by feature: the one map the server registers its routes
 * from, the client calls through, and the API document is generated from.
 */
export const API = {
  docs: docsEndpoints,
  health: healthEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  meals: mealEndpoints,
  tummyChecks: tummyCheckEndpoints,
  drinks: drinkEndpoints,
  sleepLogs: sleepLogEndpoints,
  missions: missionEndpoints,
  patterns: patternEndpoints,
  photos: photoEndpoints,
  dailyReview: dailyReviewEndpoints,
  badges: badgeEndpoints,
  export: exportEndpoints,
  cases: caseEndpoints,
  parent: parentEndpoints,
  school: schoolEndpoints,
  profileSigns: profileSignEndpoints,
  clinicLinks: clinicLinkEndpoints,
  account: accountEndpoints,
  push: pushEndpoints,
  reminders: reminderEndpoints,
  family: familyEndpoints,
} as const satisfies Record<string, Record<string, EndpointDefinition>>;

/** Every endpoint of the map, in a flat list. */
export function allEndpoints(): EndpointDefinition[] {
  return Object.values(API).flatMap((group) => Object.values(group));
}
