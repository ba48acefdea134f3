import { Languages } from "lucide-react";
import { useId, useState } from "react";
import type { Locale } from "../../../../i18n/locales";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { useSetAccountLanguage } from "../../../lib/account-language";
import { chosenLanguage, t, useLocale } from "../../../lib/i18n";

type Choice = Locale | "device";

/**
 * The login's language (ADR 071): switches every screen at once, is kept on this device (so it
 * holds offline and before sign-in) and for the login on every device. A child's own login sets
 * its own; no parent code is asked.
 */
export function LanguageSetting({ accountId }: { accountId: string }) {
  useLocale();
  const [choice, setChoice] = useState<Choice>(() => chosenLanguage() ?? "device");
  const save = useSetAccountLanguage(accountId);
  const name = useId();
  const choices: { value: Choice; label: string; lang?: string }[] = [
    { value: "en", label: t("profile.languageEnglish"), lang: "en" },
    { value: "es", label: t("profile.languageSpanish"), lang: "es" },
    { value: "device", label: t("profile.languageFollowBrowser") },
  ];
  const pick = (value: Choice) => {
    setChoice(value);
    save.mutate(value === "device" ? null : value, {
      onError: () =>
        toast({ title: t("profile.languageNotSaved"), description: t("profile.languageKeptHere") }),
    });
  };
  return (
    <Card className="mt-5" role="region" aria-labelledby="language-heading">
      <h2 id="language-heading" className="flex items-center gap-2 text-2xl font-black">
        <Languages aria-hidden="true" className="size-7" strokeWidth={2.5} />
        {t("profile.languageLabel")}
      </h2>
      <fieldset className="mt-3 grid gap-2 sm:grid-cols-3">
        <legend className="sr-only">{t("profile.languageLabel")}</legend>
        {choices.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-[3px] border-ink bg-brand-50 px-4 py-2 font-extrabold has-[:checked]:bg-brand-100"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              className="size-6 shrink-0 accent-brand-600"
              checked={choice === option.value}
              onChange={() => pick(option.value)}
            />
            <span lang={option.lang}>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="mt-2 text-sm font-semibold text-ink-soft">{t("profile.languageHint")}</p>
    </Card>
  );
}
