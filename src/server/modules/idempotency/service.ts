import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { EndpointDefinition } from "../../../contracts/endpoint";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from "../../../contracts/idempotency";
import type { Tx } from "../../db/client";
import { badRequest, HttpError } from "../../lib/errors";
import { findKey, type KeyRow, keyAnswered } from "./repo";

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
 * Runs a create once per key, in the create's own transaction, under the user's lock (see
 * game/service.ts, writeDiary): the key's first use is read under the lock (with it, for the
 * first write of a transaction), and the answer is stored with the create's last statement, so
 * a repeat (even a concurrent one, which waits for the lock) answers the first answer and
 * creates nothing; a repeat with another body answers 422. A create that fails keeps no claim,
 * so its retry runs again.
 */
export async function answerOnce<T>(
  tx: Tx,
  userId: string,
  { key, fingerprint, status }: CreateKey,
  create: () => Promise<T>,
  write: { firstUse: KeyRow | null | undefined; later: (statement: SQL) => void },
): Promise<T> {
  const first = write.firstUse === undefined ? await findKey(tx, userId, key) : write.firstUse;
  if (!first || first.expired) {
    const answer = await create();
    write.later(keyAnswered(tx, { userId, key, fingerprint, status, response: answer }));
    return answer;
  }
  if (first.fingerprint !== fingerprint)
    throw new HttpError(422, "errors.idempotency_key_reused", { code: "idempotency_key_reused" });
  // The stored answer is the JSON this endpoint sent the first time.
  return first.response as T;
}
