import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { EndpointDefinition } from "../../../contracts/endpoint";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from "../../../contracts/idempotency";
import type { Tx } from "../../db/client";
import { badRequest, HttpError } from "../../lib/errors";
import { claimKey, findKey, saveAnswer } from "./repo";

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw badRequest("errors.invalidIdempotencyKey", {
      [IDEMPOTENCY_KEY_HEADER]: "errors.invalidIdempotencyKey",
    });
  }
  return parsed.data.toLowerCase();
}

// The endpoint and the body as its contract parsed it: a repeat must be the same request.
function fingerprintOf(definition: EndpointDefinition, body: unknown): string {
  const hash = createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("base64url");
  return `${definition.method} ${definition.path} ${hash}`;
}

/** A create's Idempotency-Key with what it was sent with, read from its request. */
export type CreateKey = { key: string; fingerprint: string; status: number };

/**
 * The Idempotency-Key of a create (ADR 022), checked (400 when it is not a uuid); undefined
 * without the header, and the create just runs.
 */
export function createKeyOf(
  request: FastifyRequest,
  definition: EndpointDefinition,
): CreateKey | undefined {
  const key = keyOf(request);
  if (!key) return undefined;
  return {
    key,
    fingerprint: fingerprintOf(definition, request.body),
    status: definition.status ?? 200,
  };
}

/**
 * Runs a create once per key, in the create's own transaction, after the user's lock (see
 * game/service.ts, writeDiary): the key is claimed and the answer stored with the create, so a
 * repeat (even a concurrent one) answers the first answer and creates nothing; a repeat with
 * another body answers 422. A create that fails keeps no claim, so its retry runs again.
 */
export async function answerOnce<T>(
  tx: Tx,
  userId: string,
  { key, fingerprint, status }: CreateKey,
  create: () => Promise<T>,
): Promise<T> {
  if (await claimKey(tx, userId, key, fingerprint)) {
    const answer = await create();
    await saveAnswer(tx, userId, key, { status, response: answer });
    return answer;
  }
  const first = await findKey(tx, userId, key);
  if (!first || first.fingerprint !== fingerprint)
    throw new HttpError(422, "errors.idempotency_key_reused", { code: "idempotency_key_reused" });
  // The stored answer is the JSON this endpoint sent the first time.
  return first.response as T;
}
