import { FOOD_VOCABULARY } from "../../domain/food-lookup";
import { EmbeddedRecogniser } from "./embedded";
import { computeEmbedding, type MemoryEntry, matchMemory } from "./memory";
import { mergeFoods, overallConfidence } from "./merge";
import { OpenAiRecogniser } from "./openai";
import type { RecogniseContext, Recogniser, RecognitionLogger, RecognitionResult } from "./types";

export type { MemoryEntry } from "./memory";
export type {
  ContainerCode,
  FoodGuess,
  RecogniseContext,
  Recogniser,
  RecognitionResult,
} from "./types";
export { CONTAINERS } from "./types";

export interface RecogniserOptions {
  /** An OpenAI-compatible vision endpoint; without it the embedded model answers. */
  vision?: { url: string; apiKey?: string; model: string; timeoutMs: number };
  /** Embedded-model worker threads (default: one per core). */
  workers?: number;
  /** Names the vision model is asked to use (default: the domain's food vocabulary). */
  vocabulary?: readonly string[];
  /** The user's remembered photos (their embeddings and corrected foods), that user's only. */
  loadMemory?: (userId: string) => Promise<readonly MemoryEntry[]>;
  logger?: RecognitionLogger;
}

/** A recognition plus what the caller needs to remember the photo if the child corrects it. */
export interface AppRecognitionResult extends RecognitionResult {
  /** The photo's memory embedding: store it with the corrected foods when the meal is saved. */
  embedding: number[];
  /** Which provider answered ("vision" falls back to "embedded" on any failure). */
  source: "embedded" | "vision";
}

/** The app's recogniser: a provider, personal memory, and the lifecycle of the model workers. */
export interface AppRecogniser extends Recogniser {
  recognise(image: Buffer, ctx: RecogniseContext): Promise<AppRecognitionResult>;
  /** The memory embedding of a photo (number[], at most 512 values). */
  embed(image: Buffer): Promise<number[]>;
  /** Starts the model workers now; resolves with each one's load time in ms. */
  warmUp(): Promise<number[]>;
  /** Ends the model workers. */
  close(): Promise<void>;
}

const silent: RecognitionLogger = { warn: () => {} };

class CombinedRecogniser implements AppRecogniser {
  private readonly embedded: EmbeddedRecogniser;
  private readonly vision: OpenAiRecogniser | undefined;
  private readonly logger: RecognitionLogger;

  constructor(private readonly options: RecogniserOptions) {
    this.embedded = new EmbeddedRecogniser({ workers: options.workers });
    this.logger = options.logger ?? silent;
    this.vision =
      options.vision &&
      new OpenAiRecogniser({
        ...options.vision,
        vocabulary: options.vocabulary ?? FOOD_VOCABULARY,
      });
  }

  async recognise(image: Buffer, ctx: RecogniseContext): Promise<AppRecognitionResult> {
    const [answer, embedding] = await Promise.all([
      this.fromProvider(image),
      computeEmbedding(image),
    ]);
    const remembered = matchMemory(embedding, await this.memoryOf(ctx.userId));
    const foods = mergeFoods(answer.result.foods, remembered);
    return {
      foods,
      overallConfidence: overallConfidence(foods),
      containers: answer.result.containers,
      embedding,
      source: answer.source,
    };
  }

  embed(image: Buffer): Promise<number[]> {
    return computeEmbedding(image);
  }

  warmUp(): Promise<number[]> {
    return this.embedded.warmUp();
  }

  close(): Promise<void> {
    return this.embedded.close();
  }

  private async fromProvider(
    image: Buffer,
  ): Promise<{ result: RecognitionResult; source: AppRecognitionResult["source"] }> {
    if (this.vision) {
      try {
        return { result: await this.vision.recognise(image), source: "vision" };
      } catch (error) {
        this.logger.warn({ err: error }, "Vision recogniser failed; using the embedded model");
      }
    }
    return { result: await this.embedded.recognise(image), source: "embedded" };
  }

  private async memoryOf(userId: string): Promise<readonly MemoryEntry[]> {
    if (!this.options.loadMemory) return [];
    try {
      return await this.options.loadMemory(userId);
    } catch (error) {
      this.logger.warn({ err: error }, "Loading the user's food memory failed; ignoring it");
      return [];
    }
  }
}

/**
 * Builds the recogniser from configuration (values, not process.env): the embedded model by
 * default, the vision endpoint when given (falling back to the embedded model on any failure),
 * both combined with the user's personal memory. Duplicate foods keep their highest confidence.
 */
export function createRecogniser(options: RecogniserOptions = {}): AppRecogniser {
  return new CombinedRecogniser(options);
}
