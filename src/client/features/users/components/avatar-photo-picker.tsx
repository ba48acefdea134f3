import { Camera, ImageUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { FieldError } from "../../../components/ui/field-error";
import { MagnifierSpinner } from "../../../components/ui/spinner";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { checkAvatarFile, scaleAvatarPhoto } from "../utils/scale-photo";

const pickClasses =
  "pressable relative flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl px-4 text-lg font-extrabold select-none has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-ink";

/**
 * My Photo: take a selfie or choose a saved photo. The file is checked (an image, under 5 MB)
 * and scaled in the browser to a 400 px JPEG before it is ever sent.
 */
export function AvatarPhotoPicker({
  photoUrl,
  onPhoto,
}: {
  photoUrl: string | undefined;
  onPhoto: (dataUrl: string) => void;
}) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = checkAvatarFile(file);
    setNotice(problem);
    if (problem) {
      notifyFailure(t("avatar.photoProblem"), problem);
      return;
    }
    setBusy(true);
    try {
      onPhoto(await scaleAvatarPhoto(file));
    } catch {
      setNotice(t("errors.notAnImage"));
      notifyFailure(t("avatar.photoProblem"), t("errors.notAnImage"));
    } finally {
      setBusy(false);
    }
  };

  const inputProps = {
    type: "file",
    accept: "image/*",
    onChange: (event: ChangeEvent<HTMLInputElement>) => void take(event),
    "aria-describedby": notice ? `${id}-notice` : `${id}-hint`,
    disabled: busy,
    className: "sr-only",
  } as const;

  return (
    <div className="rounded-3xl border-[3px] border-dashed border-brand-300 bg-brand-50 p-4 text-center">
      {busy ? (
        <div role="status" className="flex flex-col items-center gap-2 py-2">
          <MagnifierSpinner className="size-14" />
          <p className="text-lg font-black">{t("avatar.developing")}</p>
        </div>
      ) : photoUrl ? (
        <div className="flex flex-col items-center gap-2">
          <img
            src={photoUrl}
            alt={t("avatar.chosenPhoto")}
            className="size-28 rounded-[2rem] border-4 border-ink object-cover"
          />
          <p className="text-lg font-black">{t("avatar.lookingGood")}</p>
        </div>
      ) : (
        <>
          <span
            aria-hidden="true"
            className="mx-auto grid size-16 place-items-center rounded-full bg-white font-emoji text-4xl shadow-[0_0_0_3px_var(--color-ink)]"
          >
            🤳
          </span>
          <p className="mt-2 text-lg font-black">{t("avatar.beYourOwn")}</p>
        </>
      )}
      <p id={`${id}-hint`} className="text-sm font-bold text-ink-soft">
        {t("avatar.photoHint")}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className={`${pickClasses} bg-brand-600 text-white shadow-pop hover:bg-brand-700`}>
          <Camera aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("avatar.takePhoto")}
          <input {...inputProps} capture="user" />
        </label>
        <label
          className={`${pickClasses} border-[3px] border-ink bg-white text-ink shadow-pop-ink hover:bg-brand-50`}
        >
          <ImageUp aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("avatar.choosePhoto")}
          <input {...inputProps} />
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
