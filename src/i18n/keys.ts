/**
 * Every message key, from the English catalogue (ADR 071): `t("meals.saveButton")` compiles only
 * if `saveButton` is in messages/en/meals.json. One line per namespace, sorted; the catalogue
 * test fails if a namespace file is missing here.
 */
type Keys<Namespace extends string, Messages> = `${Namespace}.${Extract<keyof Messages, string>}`;

export type MessageKey =
  | Keys<"auth", typeof import("./messages/en/auth.json")>
  | Keys<"common", typeof import("./messages/en/common.json")>
  | Keys<"dashboard", typeof import("./messages/en/dashboard.json")>
  | Keys<"errors", typeof import("./messages/en/errors.json")>
  | Keys<"landing", typeof import("./messages/en/landing.json")>
  | Keys<"outbox", typeof import("./messages/en/outbox.json")>
  | Keys<"shell", typeof import("./messages/en/shell.json")>
  | Keys<"ui", typeof import("./messages/en/ui.json")>;
