import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { idempotencyKey } from "../../contracts/idempotency";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";
import { newUuid, SubmissionKey } from "./submission-key";

describe("newUuid", () => {
  it("makes version 4 uuids the server accepts, each new", () => {
    const keys = Array.from({ length: 100 }, newUuid);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idempotencyKey.safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(100);
  });
});

describe("SubmissionKey", () => {
  it("keeps one key for a submission and its second tap, and a new one after it settles", () => {
    const key = new SubmissionKey();
    const first = key.start();
    expect(key.start()).toBe(first);
    key.settle();
    expect(key.current()).toBe(first);
    key.settle();
    expect(key.start()).not.toBe(first);
  });

  it("is sent again, unchanged, by the query client's retry of a failed save", async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      mutations: { ...client.getDefaultOptions().mutations, retryDelay: 0 },
    });
    const key = new SubmissionKey();
    const sent: string[] = [];
    const save = () =>
      new MutationObserver(client, {
        onMutate: () => void key.start(),
        mutationFn: async () => {
          sent.push(key.current());
          if (sent.length === 1) throw new ApiError(503, "503: busy");
          return sent.length;
        },
        onSettled: () => key.settle(),
      }).mutate();
    await save();
    await save();
    expect(sent).toHaveLength(3);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[0]);
  });
});
