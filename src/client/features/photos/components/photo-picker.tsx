import { Camera, ImageUp } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { FieldError } from "../../../components/ui/field-error";
import { t } from "../../../lib/i18n";

const pickClasses =
  "pressable relative flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl px-4 text-lg font-extrabold select-none has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-ink";

/**
 * The empty state: snap with the phone's back camera or choose a saved photo. Each choice is a
 * label around a real (visually hidden) file input, so it is keyboard and screen-reader usable.
 */
export function PhotoPicker({ onPick, notice }: { onPick: (file: File) => void; notice?: string }) {
  const id = useId();
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = "";
    if (file) onPick(file);
  };
  return (
    <div className="rounded-3xl border-[3px] border-dashed border-brand-300 bg-brand-50 p-4 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-white font-emoji text-4xl shadow-[0_0_0_3px_var(--color-ink)]"
      >
        📸
      </span>
      <p className="mt-2 text-lg font-black">{t("photos.snapTitle")}</p>
      <p className="text-sm font-bold text-ink-soft">{t("photos.snapHint")}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className={`${pickClasses} bg-brand-600 text-white shadow-pop hover:bg-brand-700`}>
          <Camera aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("photos.snapPhoto")}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={take}
            aria-describedby={notice ? `${id}-notice` : undefined}
            className="sr-only"
          />
        </label>
        <label
          className={`${pickClasses} border-[3px] border-ink bg-white text-ink shadow-pop-ink hover:bg-brand-50`}
        >
          <ImageUp aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("photos.choosePhoto")}
          <input
            type="file"
            accept="image/*"
            onChange={take}
            aria-describedby={notice ? `${id}-notice` : undefined}
            className="sr-only"
          />
        </label>
      </div>
      {notice ? (
        <FieldError id={`${id}-notice`} look="box" className="mt-3">
          {notice}
        </FieldError>
      ) : null}
    </div>
  );
}
