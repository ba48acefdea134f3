import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { ACCESSORIES, BACKGROUNDS, PRESET_AVATARS } from "../../../../domain/game";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { t } from "../../../lib/i18n";
import { accessoryWords, backgroundWords, presetWords } from "../utils/avatar-words";

// Worded when drawn, so the names follow the language.
const presetOptions = () =>
  PRESET_AVATARS.map((p) => ({ value: p.emoji, label: t(presetWords(p.name)), emoji: p.emoji }));
const accessoryOptions = () =>
  ACCESSORIES.map((a) => ({
    value: a.key,
    label: t(accessoryWords(a.key)),
    emoji: a.emoji || "🚫",
  }));

/** The 26 preset detectives (SPEC 9). */
export function PresetPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (emoji: string) => void;
}) {
  return (
    <ChoiceTiles
      label={t("avatar.chooseDetective")}
      options={presetOptions()}
      value={value}
      onChange={(next) => next && onChange(next)}
      columns="grid-cols-3 min-[400px]:grid-cols-4"
    />
  );
}

/** The 10 accessories (SPEC 9), "None" first. */
export function AccessoryPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (key: string) => void;
}) {
  return (
    <ChoiceTiles
      label={t("avatar.addAccessory")}
      options={accessoryOptions()}
      value={value}
      onChange={(next) => next && onChange(next)}
      columns="grid-cols-3 min-[400px]:grid-cols-4"
    />
  );
}

/** The 15 backgrounds (SPEC 9): big colour swatches with their names. */
export function BackgroundPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (key: string) => void;
}) {
  return (
    <div>
      <p id="avatar-background-label" className="mb-2.5 text-lg font-black text-ink">
        {t("avatar.pickBackground")}
      </p>
      <RadioGroup.Root
        aria-labelledby="avatar-background-label"
        value={value ?? ""}
        onValueChange={onChange}
        className="grid grid-cols-3 gap-2.5 pt-1 min-[400px]:grid-cols-4"
      >
        {BACKGROUNDS.map((b) => (
          <RadioGroup.Item
            key={b.key}
            value={b.key}
            className="group pressable flex min-h-20 flex-col items-stretch gap-1 rounded-2xl border-[3px] border-ink/15 bg-white p-1.5 text-center font-extrabold text-ink outline-none hover:border-ink/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink data-[state=checked]:border-ink data-[state=checked]:shadow-pop-ink data-[state=checked]:ring-4 data-[state=checked]:ring-sunny-300"
          >
            <span
              aria-hidden="true"
              style={{ backgroundImage: b.gradient }}
              className="relative grid h-12 place-items-center rounded-xl"
            >
              <span className="hidden size-7 place-items-center rounded-full border-[3px] border-ink bg-white group-data-[state=checked]:grid">
                <Check className="size-4 text-ink" strokeWidth={4} />
              </span>
            </span>
            <span className="text-[0.95rem] leading-tight">{t(backgroundWords(b.key))}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
