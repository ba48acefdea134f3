/**
 * Every message key, from the English catalogue (ADR 071): `t("meals.saveButton")` compiles only
 * if `saveButton` is in messages/en/meals.json. One line per namespace, sorted; the catalogue
 * test fails if a namespace file is missing here.
 */
type Keys<Namespace extends string, Messages> = `${Namespace}.${Extract<keyof Messages, string>}`;

export type MessageKey =
  | Keys<"advice", typeof import("./messages/en/advice.json")>
  | Keys<"badges", typeof import("./messages/en/badges.json")>
  | Keys<"clinicSummary", typeof import("./messages/en/clinicSummary.json")>
  | Keys<"common", typeof import("./messages/en/common.json")>
  | Keys<"dayNotes", typeof import("./messages/en/dayNotes.json")>
  | Keys<"errors", typeof import("./messages/en/errors.json")>
  | Keys<"landing", typeof import("./messages/en/landing.json")>
  | Keys<"missions", typeof import("./messages/en/missions.json")>
  | Keys<"patterns", typeof import("./messages/en/patterns.json")>
  | Keys<"vocabulary", typeof import("./messages/en/vocabulary.json")>;
