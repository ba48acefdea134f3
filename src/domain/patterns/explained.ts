import type { WindowEvidence } from "./evidence";
import { fitModel } from "./model";

/**
 * Marks, per onset, the share of each episode that the given foods explain in this window, so
 * that a later window does not blame another food for reactions already accounted for (milk
 * two hours before a tummy ache, not the lunch eaten five hours before it).
 */
export function markExplained(
  evidence: WindowEvidence,
  foods: readonly number[],
  explained: Float64Array,
): void {
  if (foods.length === 0) return;
  const fit = fitModel(evidence, foods);
  fit.factors.forEach((factor, episode) => {
    const onset = evidence.episodeOnset[episode];
    explained[onset] = 1 - (1 - explained[onset]) / factor;
  });
}
