/**
 * Every message key, from the English catalogue (ADR 071): `t("meals.saveButton")` compiles only
 * if `saveButton` is in messages/en/meals.json. One line per namespace, sorted; the catalogue
 * test fails if a namespace file is missing here.
 */
type Keys<Namespace extends string, Messages> = `${Namespace}.${Extract<keyof Messages, string>}`;

export type MessageKey =
  | Keys<"advice", typeof import("./messages/en/advice.json")>
  | Keys<"auth", typeof import("./messages/en/auth.json")>
  | Keys<"avatar", typeof import("./messages/en/avatar.json")>
  | Keys<"badges", typeof import("./messages/en/badges.json")>
  | Keys<"caseScreens", typeof import("./messages/en/caseScreens.json")>
  | Keys<"cases", typeof import("./messages/en/cases.json")>
  | Keys<"clinicSummary", typeof import("./messages/en/clinicSummary.json")>
  | Keys<"common", typeof import("./messages/en/common.json")>
  | Keys<"dailyReview", typeof import("./messages/en/dailyReview.json")>
  | Keys<"dashboard", typeof import("./messages/en/dashboard.json")>
  | Keys<"dayNotes", typeof import("./messages/en/dayNotes.json")>
  | Keys<"diagnostics", typeof import("./messages/en/diagnostics.json")>
  | Keys<"drinks", typeof import("./messages/en/drinks.json")>
  | Keys<"errors", typeof import("./messages/en/errors.json")>
  | Keys<"family", typeof import("./messages/en/family.json")>
  | Keys<"feelings", typeof import("./messages/en/feelings.json")>
  | Keys<"foodNames", typeof import("./messages/en/foodNames.json")>
  | Keys<"landing", typeof import("./messages/en/landing.json")>
  | Keys<"meals", typeof import("./messages/en/meals.json")>
  | Keys<"missions", typeof import("./messages/en/missions.json")>
  | Keys<"outbox", typeof import("./messages/en/outbox.json")>
  | Keys<"parent", typeof import("./messages/en/parent.json")>
  | Keys<"parentGuides", typeof import("./messages/en/parentGuides.json")>
  | Keys<"patterns", typeof import("./messages/en/patterns.json")>
  | Keys<"photoLab", typeof import("./messages/en/photoLab.json")>
  | Keys<"photos", typeof import("./messages/en/photos.json")>
  | Keys<"profile", typeof import("./messages/en/profile.json")>
  | Keys<"reminders", typeof import("./messages/en/reminders.json")>
  | Keys<"reports", typeof import("./messages/en/reports.json")>
  | Keys<"serverReports", typeof import("./messages/en/serverReports.json")>
  | Keys<"shell", typeof import("./messages/en/shell.json")>
  | Keys<"sleep", typeof import("./messages/en/sleep.json")>
  | Keys<"tummyCheck", typeof import("./messages/en/tummyCheck.json")>
  | Keys<"ui", typeof import("./messages/en/ui.json")>
  | Keys<"vocabulary", typeof import("./messages/en/vocabulary.json")>;
