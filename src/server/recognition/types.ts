/** One food the recogniser proposes; confidence is an integer percentage (0-100). */
export interface FoodGuess {
  name: string;
  confidence: number;
}

/** What a photo analysis returns (SPEC 3 "Photo analysis result", plus follow-up questions). */
export interface RecognitionResult {
  foods: FoodGuess[];
  /** Integer percentage; 0 when no food is proposed. */
  overallConfidence: number;
  /** Things to ask the child, e.g. "What's in the cup?". */
  questions: string[];
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
