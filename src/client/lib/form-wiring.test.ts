import { describe, expect, it } from "vitest";
import { ApiError, isSignedOut } from "./api-client";
import {
  type DraftStorage,
  draftWaiting,
  dropDraft,
  fieldMessages,
  issueMessages,
  OneAtATime,
  serverFieldMessages,
  takeDraft,
  writeDraft,
} from "./form-wiring";

/** sessionStorage's behaviour over a Map (the unit suite has no browser). */
class MapStorage implements DraftStorage, Pick<Storage, "length" | "key"> {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("one send per intent", () => {
  it("lets the first tap through and drops the next until the send has ended", () => {
    const gate = new OneAtATime();
    expect(gate.enter()).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.enter()).toBe(false);
    gate.leave();
    expect(gate.busy).toBe(false);
    expect(gate.enter()).toBe(true);
  });
});

describe("field messages", () => {
  const fields = ["mealType", "manualFoods", "foodText", "time"];

  it("keeps the form's fields only, in the form's order, one message each", () => {
    expect(
      fieldMessages(
        { time: "Pick a time", userId: "Not yours", mealType: "Missing meal type" },
        fields,
      ),
    ).toEqual([
      { field: "mealType", message: "Missing meal type" },
      { field: "time", message: "Pick a time" },
    ]);
  });

  it("puts a body field the form spells another way under its form field", () => {
    expect(
      fieldMessages({ timestamp: "Not in the future", detectedFoods: "Too many foods" }, fields, {
        timestamp: "time",
        detectedFoods: "manualFoods",
      }),
    ).toEqual([
      { field: "manualFoods", message: "Too many foods" },
      { field: "time", message: "Not in the future" },
    ]);
  });

  it("shows the first of two body fields that land on one form field", () => {
    expect(
      fieldMessages({ detectedFoods: "first", manualFoods: "second" }, fields, {
        detectedFoods: "manualFoods",
      }),
    ).toEqual([{ field: "manualFoods", message: "first" }]);
  });

  it("has nothing to show without messages", () => {
    expect(fieldMessages(undefined, fields)).toEqual([]);
  });

  it("reads a contract's issues like a 400's errors: the first message per top field", () => {
    expect(
      issueMessages([
        // A contract's messages are catalogue keys (ADR 075), worded in the current language.
        { path: ["manualFoods"], message: "errors.noFoods" },
        { path: ["manualFoods", 2], message: "errors.tooLong" },
        { path: [], message: "errors.futureTime" },
        { path: ["timestamp"], message: "errors.futureTime" },
      ]),
    ).toEqual({
      manualFoods: "Add at least one food, Detective!",
      timestamp: "That time is in the future. Pick a time that already happened!",
    });
  });

  it("takes the server's field messages from an ApiError only", () => {
    const error = new ApiError(400, "400: x", { fieldErrors: { age: "Too old" } });
    expect(serverFieldMessages(error)).toEqual({ age: "Too old" });
    expect(serverFieldMessages(new Error("400"))).toBeUndefined();
  });

  it("knows a 401 by its status, not by its words", () => {
    expect(isSignedOut(new ApiError(401, "Authentication required"))).toBe(true);
    expect(isSignedOut(new ApiError(400, "401 in the words"))).toBe(false);
    expect(isSignedOut(new Error("401"))).toBe(false);
  });
});

describe("a draft kept when the session ends", () => {
  const fresh = { mealType: "lunch", manualFoods: [] as string[], foodText: "", time: "12:00" };

  it("comes back once, for the same detective, laid over the fresh values", () => {
    const storage = new MapStorage();
    writeDraft(storage, "meal", "kid-1", {
      mealType: "dinner",
      manualFoods: ["pasta"],
      foodText: "pe",
      time: "18:30",
    });
    expect(draftWaiting(storage)).toBe(true);
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toEqual({
      mealType: "dinner",
      manualFoods: ["pasta"],
      foodText: "pe",
      time: "18:30",
    });
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toBeNull();
    expect(draftWaiting(storage)).toBe(false);
  });

  it("is never shown to another detective signed in on the same tab, and is forgotten", () => {
    const storage = new MapStorage();
    writeDraft(storage, "meal", "kid-1", { manualFoods: ["pasta"] });
    expect(takeDraft(storage, "meal", "kid-2", fresh)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps only the form's own fields, each of its fresh value's kind", () => {
    const storage = new MapStorage();
    writeDraft(storage, "meal", "kid-1", {
      mealType: 7,
      manualFoods: ["rice", 3],
      foodText: "soup",
      photo: "elsewhere",
    });
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toEqual({ ...fresh, foodText: "soup" });
  });

  it("takes a choice made where the fresh form had none", () => {
    const storage = new MapStorage();
    writeDraft(storage, "tummy-check", "kid-1", { feeling: "ouchy", bathroomEvent: "poop" });
    expect(
      takeDraft(storage, "tummy-check", "kid-1", { feeling: undefined, bathroomEvent: null }),
    ).toEqual({ feeling: "ouchy", bathroomEvent: "poop" });
  });

  it("ignores what is not a draft: broken JSON, no owner, a huge value", () => {
    const storage = new MapStorage();
    storage.setItem("tummy-detective:draft:meal", "{not json");
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toBeNull();
    storage.setItem("tummy-detective:draft:meal", JSON.stringify({ values: { foodText: "x" } }));
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toBeNull();
    writeDraft(storage, "meal", "kid-1", { foodText: "x".repeat(70_000) });
    expect(takeDraft(storage, "meal", "kid-1", fresh)).toBeNull();
    writeDraft(storage, "meal", "kid-1", { foodText: "soup" });
    expect(takeDraft(storage, "meal", undefined, fresh)).toBeNull();
  });

  it("is dropped once saved, and a full storage does not stop the form", () => {
    const storage = new MapStorage();
    writeDraft(storage, "drink", "kid-1", { drinkName: "juice" });
    dropDraft(storage, "drink");
    expect(storage.items.size).toBe(0);
    const full: DraftStorage = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeDraft(full, "drink", "kid-1", { drinkName: "juice" })).not.toThrow();
  });
});
