import { afterAll, describe, expect, it } from "vitest";
import { ifctPhoto } from "../test/photos/fixtures";
import { EmbeddedRecogniser } from "./embedded";
import { RecogniserBusyError } from "./pool";

// The real model on real photos (IFCT 2017 pictures): slow-ish, so one pool for the file.
const recogniser = new EmbeddedRecogniser({ workers: 2 });
afterAll(() => recogniser.close());

describe("EmbeddedRecogniser", () => {
  it("loads the model in each worker", async () => {
    const loadTimes = await recogniser.warmUp();
    expect(loadTimes).toHaveLength(2);
  });

  it("finds the banana in a photo of bananas", async () => {
    const result = await recogniser.recognise(await ifctPhoto("E009"));
    expect(result.foods.map((f) => f.name)).toContain("banana");
    const banana = result.foods.find((f) => f.name === "banana");
    expect(banana?.confidence).toBeGreaterThanOrEqual(40);
    expect(Number.isInteger(banana?.confidence)).toBe(true);
    expect(result.overallConfidence).toBeGreaterThan(0);
  });

  it("finds apples and carrots", async () => {
    const [apples, carrots] = await Promise.all([
      recogniser.recognise(await ifctPhoto("E004")),
      recogniser.recognise(await ifctPhoto("F002")),
    ]);
    expect(apples.foods[0]?.name).toBe("apple");
    expect(carrots.foods.map((f) => f.name)).toContain("carrot");
  });

  it("asks what is in a glass of milk instead of calling it food", async () => {
    const result = await recogniser.recognise(await ifctPhoto("L001"));
    expect(result.containers).toContain("cup");
    expect(result.foods.map((f) => f.name)).not.toContain("cup");
  });

  it("proposes nothing for amaranth seeds, which it does not know", async () => {
    const result = await recogniser.recognise(await ifctPhoto("A001"));
    expect(result).toEqual({ foods: [], overallConfidence: 0, containers: [] });
  });

  it("keeps the event loop free while photos are analysed", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const codes = ["E009", "E010", "E001", "E003", "F002", "F003"];
    const results = await Promise.all(
      codes.map(async (code) => recogniser.recognise(await ifctPhoto(code))),
    );
    clearInterval(timer);
    expect(results).toHaveLength(codes.length);
    // Six photos take over half a second of model time; a blocked loop would barely tick.
    expect(ticks).toBeGreaterThan(10);
  });

  it("refuses a file that is not an image", async () => {
    await expect(recogniser.recognise(Buffer.from("not an image"))).rejects.toThrow();
  });

  it("answers busy rather than queueing without limit", async () => {
    const small = new EmbeddedRecogniser({ workers: 1, maxQueue: 1 });
    try {
      const photo = await ifctPhoto("E009");
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => small.recognise(photo)));
      const refused = outcomes.filter((o) => o.status === "rejected");
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
      expect(refused).toHaveLength(1);
      expect(refused[0].status === "rejected" && refused[0].reason).toBeInstanceOf(
        RecogniserBusyError,
      );
    } finally {
      await small.close();
    }
  });

  it("gives up on a photo that takes too long and replaces the worker", async () => {
    const hasty = new EmbeddedRecogniser({ workers: 1, jobTimeoutMs: 1 });
    try {
      await hasty.warmUp();
      await expect(hasty.recognise(await ifctPhoto("E009"))).rejects.toThrow(/timed out/);
      await expect(hasty.recognise(await ifctPhoto("E010"))).rejects.toThrow(/timed out/);
    } finally {
      await hasty.close();
    }
  });

  it("refuses work once closed", async () => {
    const closed = new EmbeddedRecogniser({ workers: 1 });
    await closed.close();
    await expect(closed.recognise(await ifctPhoto("E009"))).rejects.toThrow(/closed/);
  });
});
