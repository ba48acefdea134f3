import { publicUser } from "./auth";
import { userIdParams } from "./common";
import { endpoint } from "./endpoint";

/** The user calls (SPEC 7). */
export const userEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/user/:userId",
    summary: "The detective with avatar, level, points and streak",
    access: "signed-in",
    params: userIdParams,
    response: publicUser,
  }),
} as const;
