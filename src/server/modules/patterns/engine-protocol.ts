import type {
  PatternFinding,
  PatternMeal,
  PatternTummyCheck,
} from "../../../domain/patterns/types";

/** A diary to analyse, sent to the engine's worker thread. */
export interface EngineJob {
  readonly id: number;
  readonly meals: readonly PatternMeal[];
  readonly checks: readonly PatternTummyCheck[];
}

/** What the worker answers: the findings of a job, or why it failed. */
export type EngineReply =
  | { readonly id: number; readonly type: "findings"; readonly findings: PatternFinding[] }
  | { readonly id: number; readonly type: "error"; readonly message: string };

export function isEngineReply(value: unknown): value is EngineReply {
  if (typeof value !== "object" || value === null) return false;
  const reply = value as Partial<EngineReply>;
  return typeof reply.id === "number" && (reply.type === "findings" || reply.type === "error");
}
