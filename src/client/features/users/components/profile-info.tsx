import { Cake, Mail, Pencil, Save } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "../../../../contracts/auth";
import { type ProfileBody, type ProfileFormValues, profileForm } from "../../../../contracts/users";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useUpdateProfile } from "../api/update-profile";

/** SPEC 2: 'N years old', or 'Not provided'. */
export function ageText(age: number | null): string {
  return age === null ? t("profile.notProvided") : t("profile.yearsOld", { age });
}

const savedValues = (user: PublicUser): ProfileFormValues => ({
  email: user.email ?? "",
  age: user.age === null ? "" : String(user.age),
});

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    // A term and its value sit directly in the row, as a description list asks (axe: dlitem).
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-2xl bg-brand-50 px-4 py-3">
      <span aria-hidden="true" className="row-span-2 text-brand-600">
        {icon}
      </span>
      <dt className="text-sm font-extrabold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="text-lg font-black break-words">{value}</dd>
    </div>
  );
}

/** Profile Information (SPEC 2): email and age, with Edit, Save Changes and Cancel. */
export function ProfileInfo({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateProfile(user.id);
  const form = useContractForm<ProfileFormValues, ProfileBody>({
    schema: profileForm,
    defaultValues: savedValues(user),
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const startEditing = () => {
    reset(savedValues(user));
    setEditing(true);
  };
  // SPEC 4: Cancel puts the fields back to the saved values.
  const cancel = () => {
    reset(savedValues(user));
    setEditing(false);
  };

  const onSubmit = form.submit(
    async (body) => {
      const saved = await mutation.mutateAsync(body);
      toast({
        title: t("profile.profileUpdated"),
        description: t("profile.profileSaved"),
      });
      reset(savedValues(saved));
      setEditing(false);
    },
    {
      failed: (error) =>
        notifyFailure(
          t("profile.errorTitle"),
          friendlyMessage(error, t("errors.profileUpdateFailed")),
        ),
      invalid: (invalid) => {
        if (invalid.email?.message)
          notifyFailure(t("errors.invalidEmailTitle"), invalid.email.message);
        else if (invalid.age?.message)
          notifyFailure(t("errors.invalidAgeTitle"), invalid.age.message);
      },
    },
  );

  return (
    <Card className="mt-5" role="region" aria-labelledby="profile-info-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-info-heading" className="text-2xl font-black">
          {t("profile.profileInformation")}
        </h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("profile.edit")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form
          ref={form.ref}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-4"
          aria-busy={form.pending}
        >
          <TextField
            label={t("profile.emailOptional")}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t("profile.emailPlaceholder")}
            icon={<Mail className="size-5" strokeWidth={2.5} />}
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            label={t("profile.age")}
            inputMode="numeric"
            placeholder={t("profile.agePlaceholder")}
            icon={<Cake className="size-5" strokeWidth={2.5} />}
            error={errors.age?.message}
            {...register("age")}
          />
          {/* Stacked on a phone, like the secret code's: "Save Changes" fits on one line. */}
          <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
            <Button variant="outline" onClick={cancel} disabled={form.pending}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" disabled={form.pending}>
              <BusyIcon
                busy={form.pending}
                icon={<Save aria-hidden="true" className="size-5" strokeWidth={2.5} />}
              />
              {t("profile.saveChanges")}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-4 space-y-3">
          <Row
            icon={<Mail className="size-6" strokeWidth={2.5} />}
            label={t("profile.email")}
            value={user.email || t("profile.notProvided")}
          />
          <Row
            icon={<Cake className="size-6" strokeWidth={2.5} />}
            label={t("profile.age")}
            value={ageText(user.age)}
          />
        </dl>
      )}
    </Card>
  );
}
