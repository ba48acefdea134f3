import type { ContainerCode } from "../../contracts/photos";

/**
 * One food the recogniser proposes, as a fact: `key`, the food reader's key ("banana"), which
 * the edge words in the reader's language, or null for a name that is no key (the child's own
 * words remembered from a corrected photo, a vision model's free name), shown as it is. `name`
 * is the key itself when there is one. Confidence is an integer percentage (0-100).
 */
export interface FoodGuess {
  name: string;
  key: string | null;
  confidence: number;
}

export { CONTAINERS, type ContainerCode } from "../../contracts/photos";

/** What a photo analysis returns (SPEC 3 "Photo analysis result", plus follow-up questions). */
export interface RecognitionResult {
  foods: FoodGuess[];
  /** Integer percentage; 0 when no food is proposed. */
  overallConfidence: number;
  /** Containers to ask the child about ("What's in the cup?"), once each, as codes. */
  containers: ContainerCode[];
}

/** Whose photo this is: personal memory is looked up for this user only. */
export interface RecogniseContext {
  userId: string;
}

/** A food recogniser; every provider (embedded model, vision API, combined) implements this. */
export interface Recogniser {
  recognise(image: Buffer, ctx: RecogniseContext): Promise<RecognitionResult>;
}

/** The part of a pino/Fastify logger the recogniser uses. */
export interface RecognitionLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Rounds a 0-1 score to an integer percentage within 0-100. */
export function toPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score * 100)));
}
