import type { AvatarConfig } from "../../contracts/auth";
import { ACCESSORIES, BACKGROUNDS, DEFAULT_AVATAR_EMOJI } from "../../domain/game";

/** The sizes the avatar is drawn at: a list row, the parent card, the home header, the profile. */
export type AvatarSize = "sm" | "md" | "lg" | "xl";

const frame: Record<AvatarSize, string> = {
  sm: "size-12 rounded-2xl border-[3px] text-3xl",
  md: "size-16 rounded-2xl border-[3px] text-4xl",
  lg: "size-20 rounded-3xl border-[3px] text-5xl sm:size-24 sm:text-6xl",
  xl: "size-28 rounded-[2rem] border-4 text-7xl sm:size-32 sm:text-[5.5rem]",
};

const accessorySize: Record<AvatarSize, string> = {
  sm: "-top-2.5 -right-2 text-xl",
  md: "-top-3 -right-2 text-2xl",
  lg: "-top-3 -right-2 text-3xl",
  xl: "-top-4 -right-3 text-5xl",
};

/** The CSS background of an avatar: its chosen gradient, else the game's sunny yellow. */
export function avatarBackground(config: AvatarConfig): string | undefined {
  return BACKGROUNDS.find((b) => b.key === config.background)?.gradient;
}

/**
 * The detective as the child drew them (SPEC 3 avatarConfig): a photo, or a preset emoji on its
 * background with an accessory on top. One component everywhere the child appears (home header,
 * profile, parent card, the customizer's preview), so they always look the same.
 */
export function DetectiveAvatar({
  config,
  size = "lg",
  label,
  className = "",
}: {
  config: AvatarConfig;
  size?: AvatarSize;
  /** Spoken name of the picture; decorative (hidden) when absent. */
  label?: string;
  className?: string;
}) {
  const photo = config.type === "photo" && config.photoUrl ? config.photoUrl : undefined;
  const accessory = ACCESSORIES.find((a) => a.key === config.accessory)?.emoji;
  const background = avatarBackground(config);
  // Named as one picture when labelled; otherwise decoration next to the name it shows.
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <span
      {...a11y}
      data-avatar-type={photo ? "photo" : "preset"}
      style={background ? { backgroundImage: background } : undefined}
      className={`relative grid shrink-0 place-items-center border-ink bg-sunny-300 font-emoji leading-none ${frame[size]} ${className}`}
    >
      {photo ? (
        // Out of the grid's flow: a portrait photo would size the grid row to its own height
        // and spill over the name beside it (most selfies are portrait).
        <img
          src={photo}
          alt=""
          className="absolute inset-0 size-full rounded-[inherit] object-cover"
        />
      ) : (
        <span aria-hidden="true">{config.emoji || DEFAULT_AVATAR_EMOJI}</span>
      )}
      {accessory ? (
        <span
          aria-hidden="true"
          data-accessory={config.accessory}
          className={`absolute rotate-12 drop-shadow ${accessorySize[size]}`}
        >
          {accessory}
        </span>
      ) : null}
    </span>
  );
}
