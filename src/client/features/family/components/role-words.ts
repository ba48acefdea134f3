import type { Role } from "../../../../contracts/auth";

/** How a role reads on the family screens. */
export const ROLE_LABEL: Record<Role, string> = {
  owner: "Owner",
  carer: "Carer",
  viewer: "Viewer",
};

/** What a role may do, in a parent's words. */
export const ROLE_MEANING: Record<Role, string> = {
  owner: "everything, including reports, exports and members",
  carer: "logs and reads the diary; changes only what they logged",
  viewer: "reads the diary, changes nothing",
};
