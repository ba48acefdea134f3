import { mergeFoods, overallConfidence } from "./merge";
import { type ContainerCode, type RecognitionResult, toPercent } from "./types";

/** The 80 COCO classes in the detector's output order (class id = index). */
// biome-ignore format: a table reads better packed
export const COCO_LABELS = [
  "person", "bicycle", "car", "motorcycle", "airplane", "bus", "train", "truck", "boat",
  "traffic light", "fire hydrant", "stop sign", "parking meter", "bench", "bird", "cat", "dog",
  "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe", "backpack", "umbrella",
  "handbag", "tie", "suitcase", "frisbee", "skis", "snowboard", "sports ball", "kite",
  "baseball bat", "baseball glove", "skateboard", "surfboard", "tennis racket", "bottle",
  "wine glass", "cup", "fork", "knife", "spoon", "bowl", "banana", "apple", "sandwich", "orange",
  "broccoli", "carrot", "hot dog", "pizza", "donut", "cake", "chair", "couch", "potted plant",
  "bed", "dining table", "toilet", "tv", "laptop", "mouse", "remote", "keyboard", "cell phone",
  "microwave", "oven", "toaster", "sink", "refrigerator", "book", "clock", "vase", "scissors",
  "teddy bear", "hair drier", "toothbrush",
] as const;

/** The ten COCO foods; their labels are already the food reader's keys. */
// biome-ignore format: a table reads better packed
export const COCO_FOODS: ReadonlySet<string> = new Set([
  "banana", "apple", "orange", "broccoli", "carrot", "sandwich", "hot dog", "pizza", "donut",
  "cake",
]);

/** Containers are never foods: each becomes a question about what is inside, by its code. */
export const COCO_CONTAINERS: Readonly<Record<string, ContainerCode>> = {
  cup: "cup",
  bowl: "bowl",
  bottle: "bottle",
  "wine glass": "glass",
};

/**
 * A food is shown from a detector score of 0.40. On the 542 IFCT 2017 photos (bench/recognition)
 * 0.40 finds 8 of the 13 photos of a known food and puts a wrong food on 7% of the others, which
 * are close-ups of lookalike fruit, vegetables and grains: the hardest case for a COCO model.
 * At 0.35 it finds 9 but errs on 12%; at 0.45 it finds 6 and errs on 4%. The child always checks
 * the list, so a near miss costs one tap; 0.40 keeps most guesses useful.
 */
export const SHOWN_THRESHOLD = 0.4;
/** A container is asked about from 0.30: a question is cheap, a wrong food is not. */
export const QUESTION_THRESHOLD = 0.3;
/** Overlapping food boxes above this IoU are one object: keep the better label (as Human does). */
export const NMS_IOU = 0.4;

/** One detected object, box in model-input pixels [x1, y1, x2, y2]. */
export interface Detection {
  label: string;
  score: number;
  box: [number, number, number, number];
}

/** Reads the detector's `tower_0/detections` rows: [x1, y1, x2, y2, score, classId] each. */
export function decodeDetections(rows: Float32Array, minScore = 0.05): Detection[] {
  const detections: Detection[] = [];
  for (let i = 0; i + 6 <= rows.length; i += 6) {
    const score = rows[i + 4];
    const label = COCO_LABELS[rows[i + 5]];
    if (!label || !(score >= minScore)) continue;
    detections.push({ label, score, box: [rows[i], rows[i + 1], rows[i + 2], rows[i + 3]] });
  }
  return detections.sort((a, b) => b.score - a.score);
}

function iou(a: Detection["box"], b: Detection["box"]): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
  return union > 0 ? inter / union : 0;
}

/** Greedy non-maximum suppression across labels: one object, one (best) label. */
export function suppressOverlaps(detections: readonly Detection[], maxIou = NMS_IOU): Detection[] {
  const kept: Detection[] = [];
  for (const d of [...detections].sort((a, b) => b.score - a.score)) {
    if (kept.every((k) => iou(k.box, d.box) <= maxIou)) kept.push(d);
  }
  return kept;
}

/** Turns detections into foods shown to the child (by key) and containers to ask about. */
export function summariseDetections(detections: readonly Detection[]): RecognitionResult {
  const foods = mergeFoods(
    suppressOverlaps(detections.filter((d) => COCO_FOODS.has(d.label)))
      .filter((d) => d.score >= SHOWN_THRESHOLD)
      .map((d) => ({ name: d.label, key: d.label, confidence: toPercent(d.score) })),
  );
  const containers = [
    ...new Set(
      detections
        .filter((d) => d.label in COCO_CONTAINERS && d.score >= QUESTION_THRESHOLD)
        .map((d) => COCO_CONTAINERS[d.label]),
    ),
  ];
  return { foods, overallConfidence: overallConfidence(foods), containers };
}
