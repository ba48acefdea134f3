import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type CreateTummyCheckBody,
  type savedTummyCheck,
  type TummyCheck,
  tummyCheckEndpoints,
} from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";
import { refreshDiary } from "../../../lib/diary-cache";
import { isQueued, queuedRecord, sendOrQueue } from "../../../lib/outbox";
import { idempotencyHeaders, useSubmissionKey } from "../../../lib/submission-key";
import { recentTummyChecksQueryKey } from "./get-recent-tummy-checks";
import { todaysTummyChecksQueryKey } from "./get-todays-tummy-checks";

/** SPEC 8: the Error toast of a failed tummy check save. */
export const SAVE_TUMMY_CHECK_FAILED = "Failed to save tummy check. Try again!";

export type SavedTummyCheck = z.infer<typeof savedTummyCheck>;

/** POST /api/tummy-checks (no user id in the payload): 201 with any badges earned. */
export async function createTummyCheck(
  body: CreateTummyCheckBody,
  idempotencyKey?: string,
): Promise<SavedTummyCheck> {
  return callEndpoint(tummyCheckEndpoints.create, {
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Sends the tummy check, or queues it in the outbox without a connection (ADR 058). */
async function createOrQueueTummyCheck(
  body: CreateTummyCheckBody,
  key: string,
): Promise<SavedTummyCheck> {
  const sent = await sendOrQueue(tummyCheckEndpoints.create, "tummyCheck", body, key);
  return (
    sent ?? {
      ...queuedRecord(key, body),
      bathroomEvent: body.bathroomEvent ?? null,
      notes: body.notes ?? null,
      reporter: body.reporter ?? "child",
      reporterName: body.reporterName ?? null,
      sameAsId: body.sameAsId ?? null,
      childStoolType: body.childStoolType ?? null,
      alarmSigns: body.alarmSigns ?? [],
    }
  );
}

export function useCreateTummyCheck() {
  const queryClient = useQueryClient();
  const key = useSubmissionKey();
  return useMutation({
    // Sent even without a connection: the outbox takes it then (ADR 058).
    networkMode: "always",
    onMutate: () => void key.start(),
    mutationFn: (body: CreateTummyCheckBody) => createOrQueueTummyCheck(body, key.current()),
    onSuccess: ({ newBadges: _badges, ...check }) => {
      // A queued check shows from the outbox until it is sent.
      if (isQueued(check)) return;
      // Shown at once; the refetch then brings the server's word.
      for (const key of [
        todaysTummyChecksQueryKey(check.userId),
        recentTummyChecksQueryKey(check.userId),
      ]) {
        queryClient.setQueryData<TummyCheck[]>(key, (checks) =>
          checks && !checks.some((c) => c.id === check.id) ? [...checks, check] : checks,
        );
      }
      return refreshDiary(queryClient);
    },
    onSettled: () => key.settle(),
  });
}
