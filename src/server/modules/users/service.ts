import type { AvatarConfig } from "../../../contracts/auth";
import type { AvatarInput, PasswordBody, ProfileBody } from "../../../contracts/users";
import { PRESET_AVATARS } from "../../../domain/game";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../db/schema/family";
import type { UserRow } from "../../db/schema/users";
import { conflict } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { deviceHashOf } from "../auth/devices";
import { checkCurrentPassword } from "../auth/service";
import { forgetOtherDevices } from "../throttle/repo";
import { normaliseAvatarPhoto } from "./avatar-photo";
import { endOtherSessions, saveAvatar, savePasswordHash, saveProfile } from "./repo";

/**
 * Saves the avatar the child built. A preset keeps its emoji and takes its preset's name; a
 * photo is checked and re-encoded first (the last preset stays, for switching back).
 */
export async function updateAvatar(db: Db, user: UserRow, input: AvatarInput): Promise<UserRow> {
  const preset = PRESET_AVATARS.find((p) => p.emoji === (input.emoji ?? user.avatarConfig.emoji));
  const config: AvatarConfig = { type: input.type };
  if (preset) Object.assign(config, { emoji: preset.emoji, name: preset.name });
  if (input.background) config.background = input.background;
  if (input.accessory) config.accessory = input.accessory;
  if (input.type === "photo" && input.photoUrl) {
    config.photoUrl = await normaliseAvatarPhoto(input.photoUrl);
  }
  const saved = await saveAvatar(db, user.id, config);
  return saved ?? user;
}

/** Writes the non-blank profile fields (blank ones arrive as undefined and are left alone). */
export async function updateProfile(db: Db, user: UserRow, body: ProfileBody): Promise<UserRow> {
  const fields = {
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.age !== undefined ? { age: body.age } : {}),
  };
  if (Object.keys(fields).length === 0) return user;
  return (await saveProfile(db, user.id, fields)) ?? user;
}

/**
 * Changes the password after checking the current one (a wrong one counts toward the login
 * limit), and ends every other session and device of the user: a lost phone signed in is
 * signed out and no longer counted as the child's.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  login: AccountRow,
  body: PasswordBody,
  currentSid: string,
  deviceToken: string | undefined,
): Promise<void> {
  await checkCurrentPassword(db, login, body.currentPassword, deviceToken);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    // Two changes at once: the first wins and ends the other sessions; the second finds the
    // hash it checked gone and changes nothing (409), so no answer says "updated" for a code
    // that does not work, and the winner's session stays.
    const saved = await savePasswordHash(tx, login.id, login.passwordHash, passwordHash);
    if (!saved) throw conflict("errors.passwordChangedMeanwhile");
    await endOtherSessions(tx, user.id, currentSid);
    // Other devices lose their own wrong-password count too: a lost phone is a stranger now.
    await forgetOtherDevices(tx, user.id, deviceToken && deviceHashOf(deviceToken));
  });
}
