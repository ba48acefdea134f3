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
  for (let m = 0; m < evidence.mealCount; m++) {
    if (fit.survival[m] === 1 || evidence.outcome[m] === 0) continue;
    const b = fit.background[evidence.mealBin[m]];
    const share = 1 - b / (1 - (1 - b) * fit.survival[m]);
    for (let o = evidence.firstOnset[m]; o < evidence.endOnset[m]; o++) {
      explained[o] = Math.max(explained[o], share);
    }
  }
}
