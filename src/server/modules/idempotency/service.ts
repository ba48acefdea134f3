import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { EndpointDefinition } from "../../../contracts/endpoint";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  INVALID_IDEMPOTENCY_KEY,
  idempotencyKey,
} from "../../../contracts/idempotency";
import type { Db, Tx } from "../../db/client";
import { badRequest, HttpError } from "../../lib/errors";
import { requireUser } from "../../lib/request-context";
import { lockUser } from "../game/repo";
import { claimKey, findKey, saveAnswer } from "./repo";

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw badRequest(INVALID_IDEMPOTENCY_KEY, {
      [IDEMPOTENCY_KEY_HEADER]: INVALID_IDEMPOTENCY_KEY,
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

/**
 * Runs a create once per Idempotency-Key (ADR 022): the key is claimed in the create's own
 * transaction and the answer stored with it, so a repeat (even a concurrent one) answers the
 * first answer and creates nothing; a repeat with another body answers 422. A create that
 * fails keeps no claim, so its retry runs again. Without the header the create just runs.
 */
export async function once<T>(
  db: Db,
  request: FastifyRequest,
  definition: EndpointDefinition,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  if (!key) return create(db);
  const user = requireUser(request);
  const fingerprint = fingerprintOf(definition, request.body);
  return db.transaction(async (tx) => {
    // The user's row first, as every diary write takes it: the key's row points at it, and
    // claiming first would hold a share lock on it that two creates then deadlock upgrading.
    await lockUser(tx, user.id);
    if (await claimKey(tx, user.id, key, fingerprint)) {
      const answer = await create(tx);
      await saveAnswer(tx, user.id, key, { status: definition.status ?? 200, response: answer });
      return answer;
    }
    const first = await findKey(tx, user.id, key);
    if (!first || first.fingerprint !== fingerprint)
      throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    // The stored answer is the JSON this endpoint sent the first time.
    return first.response as T;
  });
}
