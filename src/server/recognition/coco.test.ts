import { describe, expect, it } from "vitest";
import { foodRow } from "../../domain/foods";
import { testTranslate } from "../../i18n/testing";
import { containerQuestionWords, photoFoodWords } from "../../i18n/words/food-names";
import {
  COCO_CONTAINERS,
  COCO_FOODS,
  COCO_LABELS,
  decodeDetections,
  summariseDetections,
  suppressOverlaps,
} from "./coco";

const id = (label: string) => COCO_LABELS.indexOf(label as (typeof COCO_LABELS)[number]);
/** Rows as the model emits them: [x1, y1, x2, y2, score, classId]. */
const rows = (...detections: [string, number, number[]][]) =>
  Float32Array.from(detections.flatMap(([label, score, box]) => [...box, score, id(label)]));

describe("decodeDetections", () => {
  it("reads rows best first and drops unknown classes and weak scores", () => {
    const raw = rows(["apple", 0.3, [0, 0, 10, 10]], ["banana", 0.6, [20, 20, 60, 40]]);
    const detections = decodeDetections(
      Float32Array.from([...raw, 1, 1, 2, 2, 0.9, Number.NaN, 1, 1, 2, 2, 0.01, id("cake")]),
    );
    expect(detections).toEqual([
      { label: "banana", score: expect.closeTo(0.6), box: [20, 20, 60, 40] },
      { label: "apple", score: expect.closeTo(0.3), box: [0, 0, 10, 10] },
    ]);
  });
});

describe("summariseDetections", () => {
  it("shows foods from 40%, one label per object, and never a container as food", () => {
    const detections = decodeDetections(
      rows(
        ["banana", 0.62, [10, 10, 200, 100]],
        ["hot dog", 0.45, [12, 12, 198, 104]], // the same object: the banana wins
        ["apple", 0.41, [300, 300, 380, 380]],
        ["donut", 0.39, [0, 300, 80, 380]], // below the shown threshold
        ["cup", 0.52, [400, 10, 500, 120]],
        ["person", 0.9, [0, 0, 512, 512]],
      ),
    );
    expect(summariseDetections(detections)).toEqual({
      foods: [
        { name: "banana", key: "banana", confidence: 62 },
        { name: "apple", key: "apple", confidence: 41 },
      ],
      overallConfidence: 52,
      containers: ["cup"],
    });
  });

  it("asks about each container once, from 30%", () => {
    const detections = decodeDetections(
      rows(
        ["bowl", 0.5, [0, 0, 100, 100]],
        ["bowl", 0.4, [200, 200, 300, 300]],
        ["bottle", 0.31, [300, 0, 340, 100]],
        ["wine glass", 0.33, [400, 0, 440, 100]],
        ["cup", 0.29, [100, 400, 150, 450]],
      ),
    );
    expect(summariseDetections(detections)).toEqual({
      foods: [],
      overallConfidence: 0,
      containers: ["bowl", "glass", "bottle"],
    });
  });

  it("keeps two separate apples as one food at the better score", () => {
    const detections = decodeDetections(
      rows(["apple", 0.5, [0, 0, 100, 100]], ["apple", 0.7, [200, 0, 300, 100]]),
    );
    expect(summariseDetections(detections).foods).toEqual([
      { name: "apple", key: "apple", confidence: 70 },
    ]);
  });

  it("names every food by a food reader's key the catalogue words in both languages", () => {
    const en = testTranslate("en");
    const es = testTranslate("es");
    for (const label of COCO_FOODS) {
      expect(foodRow(label), label).toBeDefined();
      expect(photoFoodWords(en, { name: label, key: label })).toBe(label);
    }
    expect(photoFoodWords(es, { name: "banana", key: "banana" })).toBe("plátano");
    expect(photoFoodWords(es, { name: "hot dog", key: "hot dog" })).toBe("hot dog");
    expect(photoFoodWords(es, { name: "cake", key: "cake" })).toBe("pastel");
    for (const container of Object.values(COCO_CONTAINERS)) {
      expect(containerQuestionWords(en, container)).toMatch(
        /^What's in the (cup|bowl|bottle|glass)\?$/,
      );
      expect(containerQuestionWords(es, container)).toMatch(/^¿Qué hay en (la|el) /);
    }
    expect(containerQuestionWords(en, "glass")).toBe("What's in the glass?");
    expect(containerQuestionWords(es, "cup")).toBe("¿Qué hay en la taza?");
  });
});

describe("suppressOverlaps", () => {
  it("keeps boxes that overlap little", () => {
    const kept = suppressOverlaps(
      decodeDetections(rows(["apple", 0.5, [0, 0, 100, 100]], ["orange", 0.4, [60, 0, 160, 100]])),
    );
    expect(kept.map((d) => d.label)).toEqual(["apple", "orange"]); // IoU 0.25
  });
});
