import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { trustDevice } from "../throttle/repo";
import { cookieOptions, type SessionOptions, sidOf } from "./sessions";

/** The device cookie: a random token naming a browser that has signed a detective in. */
export const DEVICE_COOKIE = "td_device";
const DEVICE_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The request's device token, when it has a well-formed one. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/** The stored form of a device token, hashed like a session token (a leaked table names no usable cookie). */
export function deviceHashOf(token: string): string {
  return sidOf(token);
}

/** After a right password: this browser is one the user signs in on (cookie set or renewed). */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: SessionOptions,
): Promise<void> {
  const token = deviceTokenOf(request) ?? randomBytes(32).toString("base64url");
  await trustDevice(
    db,
    deviceHashOf(token),
    userId,
    new Date(Date.now() + DEVICE_DAYS * 86_400_000),
  );
  reply.setCookie(DEVICE_COOKIE, token, cookieOptions(request, options, DEVICE_DAYS * 86_400));
}
