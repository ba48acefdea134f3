import type { Role } from "../../../../contracts/auth";
import { t } from "../../../lib/i18n";

/** How a role reads on the family screens. */
export function roleLabel(role: Role): string {
  return t("family.role", { role });
}

/** What a role may do, in a parent's words. */
export function roleMeaning(role: Role): string {
  return t("family.roleMeaning", { role });
}
