import { Save } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import type { PublicUser } from "../../../../contracts/auth";
import type { AvatarInput } from "../../../../contracts/users";
import { DEFAULT_AVATAR_EMOJI, PRESET_AVATARS } from "../../../../domain/game";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { Button } from "../../../components/ui/button";
import { DialogActions, GameDialog } from "../../../components/ui/dialog";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { type MessageKey, t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { useOnce } from "../../../lib/use-contract-form";
import { useSaveAvatar } from "../api/save-avatar";
import { presetWords } from "../utils/avatar-words";
import { AccessoryPicker, BackgroundPicker, PresetPicker } from "./avatar-options";
import { AvatarPhotoPicker } from "./avatar-photo-picker";

const TABS: readonly { value: string; label: MessageKey }[] = [
  { value: "presets", label: "avatar.tabPresets" },
  { value: "photo", label: "avatar.tabPhoto" },
  { value: "accessories", label: "avatar.tabAccessories" },
  { value: "backgrounds", label: "avatar.tabBackgrounds" },
];

/** The avatar being built, from what is saved: a preset by default. */
function draftOf(user: PublicUser): AvatarInput {
  const saved = user.avatarConfig;
  const emoji = PRESET_AVATARS.some((p) => p.emoji === saved.emoji)
    ? saved.emoji
    : DEFAULT_AVATAR_EMOJI;
  return {
    type: saved.type === "photo" && saved.photoUrl ? "photo" : "preset",
    emoji,
    accessory: saved.accessory,
    background: saved.background,
    photoUrl: saved.type === "photo" ? saved.photoUrl : undefined,
  };
}

/**
 * The avatar customizer (SPEC 2 Modals): tabs Preset Styles, My Photo, Accessories and
 * Backgrounds around a live preview; Save stores it and the header shows it at once.
 */
export function AvatarCustomizer({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser;
}) {
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("avatar.title")}
      description={t("avatar.description")}
      emoji="🎨"
      tint="bg-pink-200"
    >
      {/* Mounted only while open: every opening starts from the saved avatar. */}
      {open ? <CustomizerBody user={user} onDone={() => onOpenChange(false)} /> : null}
    </GameDialog>
  );
}

function CustomizerBody({ user, onDone }: { user: PublicUser; onDone: () => void }) {
  const [draft, setDraft] = useState<AvatarInput>(() => draftOf(user));
  const save = useSaveAvatar(user.id);
  const change = (part: Partial<AvatarInput>) => setDraft((d) => ({ ...d, ...part }));
  const preview = draft.type === "photo" ? t("avatar.yourPhoto") : presetName(draft.emoji);

  const { once, pending } = useOnce();
  const onSave = () => {
    // A photo tab left without a photo saves the preset; a preset carries no photo.
    const avatarConfig: AvatarInput =
      draft.type === "photo" && draft.photoUrl
        ? draft
        : { ...draft, type: "preset", photoUrl: undefined };
    // One save per tap (ADR 046).
    void once(() =>
      save.mutateAsync(avatarConfig).then(
        () => {
          toast({ title: t("avatar.saved"), description: t("avatar.savedText") });
          onDone();
        },
        () => notifyError(t("avatar.saveFailed")),
      ),
    );
  };

  return (
    <>
      <div className="flex items-center gap-4 rounded-3xl border-[3px] border-ink bg-brand-50 p-3">
        <DetectiveAvatar config={draft} size="xl" label={t("avatar.previewLabel")} />
        <div className="min-w-0">
          <p className="text-sm font-extrabold tracking-wide text-brand-700 uppercase">
            {t("avatar.preview")}
          </p>
          <p className="text-2xl leading-tight font-black break-words">{user.username}</p>
          <p className="font-bold text-ink-soft">{preview}</p>
        </div>
      </div>

      <Tabs.Root defaultValue={draft.type === "photo" ? "photo" : "presets"} className="mt-4">
        <Tabs.List
          aria-label={t("avatar.parts")}
          className="grid grid-cols-2 gap-2 rounded-3xl bg-ink/5 p-1.5 sm:grid-cols-4"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="min-h-12 rounded-2xl px-2 text-base font-extrabold text-ink-soft data-[state=active]:border-[3px] data-[state=active]:border-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-pop-ink"
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="presets" className="pt-4 outline-none">
          <PresetPicker
            value={draft.type === "preset" ? (draft.emoji ?? null) : null}
            onChange={(emoji) => change({ type: "preset", emoji })}
          />
        </Tabs.Content>
        <Tabs.Content value="photo" className="pt-4 outline-none">
          <AvatarPhotoPicker
            photoUrl={draft.type === "photo" ? draft.photoUrl : undefined}
            onPhoto={(photoUrl) => change({ type: "photo", photoUrl })}
          />
        </Tabs.Content>
        <Tabs.Content value="accessories" className="pt-4 outline-none">
          <AccessoryPicker
            value={draft.accessory ?? "none"}
            onChange={(accessory) => change({ accessory })}
          />
        </Tabs.Content>
        <Tabs.Content value="backgrounds" className="pt-4 outline-none">
          <BackgroundPicker
            value={draft.background ?? null}
            onChange={(background) => change({ background })}
          />
        </Tabs.Content>
      </Tabs.Root>

      <DialogActions>
        <Button size="lg" block onClick={onSave} disabled={pending}>
          <BusyIcon
            busy={pending}
            icon={<Save aria-hidden="true" className="size-6" strokeWidth={2.5} />}
          />
          {pending ? t("avatar.saving") : t("avatar.save")}
        </Button>
      </DialogActions>
    </>
  );
}

function presetName(emoji: string | undefined): string {
  const preset = PRESET_AVATARS.find((p) => p.emoji === emoji);
  return t(preset ? presetWords(preset.name) : "avatar.presetDetective");
}
