import type { TummyCheck } from "../../../contracts/tummy-checks";
import { isFeelingScale } from "../../../domain/age-bands";
import { isReporter } from "../../../domain/reporters";
import type { TummyCheckRow } from "./repo";

/** A tummy check as the client sees it. */
export function presentTummyCheck(row: TummyCheckRow): TummyCheck {
  return {
    id: row.id,
    userId: row.userId,
    feeling: row.feeling,
    bathroomEvent: row.bathroomEvent,
    notes: row.notes,
    timestamp: row.timestamp.toISOString(),
    createdAt: row.createdAt.toISOString(),
    reporter: isReporter(row.reporter) ? row.reporter : "child",
    reporterName: row.reporterName,
    sameAsId: row.sameAsId,
    childStoolType: row.childStoolType,
    alarmSigns: row.alarmSigns,
    feelingScale: isFeelingScale(row.feelingScale) ? row.feelingScale : "three-faces",
  };
}
