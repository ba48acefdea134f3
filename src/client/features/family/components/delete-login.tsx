import { Trash2, UserX } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { deleteGrownUpBody } from "../../../../contracts/family";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { ApiError, friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { forgetOutboxOf } from "../../../lib/outbox";
import { forgetPersistedQueries } from "../../../lib/persisted-queries";
import { useContractForm } from "../../../lib/use-contract-form";
import { useDeleteLogin, useDeletionPreview } from "../api/delete-login";

type Values = z.input<typeof deleteGrownUpBody>;

/** A list of children by name under a heading, or nothing when there is none. */
function NamedChildren({
  title,
  note,
  names,
  tint,
  slug,
}: {
  title: string;
  note: string;
  names: readonly { id: string; name: string }[];
  tint: string;
  slug: string;
}) {
  if (names.length === 0) return null;
  const id = `delete-login-${slug}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border-[3px] border-ink p-3 ${tint}`}>
      <h4 id={id} className="font-black">
        {title}
      </h4>
      <p className="text-sm font-bold text-ink-soft">{note}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 font-black">
        {names.map((child) => (
          <li key={child.id}>{child.name}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The bottom of a grown-up's Family settings (ADR 065): delete their own login. The confirm step
 * names the children deleted with it (those only this login owns) and those that stay, asks the
 * password, and after it the app starts again signed out on the landing page.
 */
export function DeleteLogin() {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useDeletionPreview(open);
  const remove = useDeleteLogin();
  const form = useContractForm<Values>({
    schema: deleteGrownUpBody,
    defaultValues: { password: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const deleted = preview.data?.deleted ?? [];
  const kept = preview.data?.kept ?? [];
  const onSubmit = form.submit(
    async ({ password }) => {
      setProblem(null);
      await remove.mutateAsync(password);
      // What waited on this phone for the deleted children cannot be sent any more.
      await Promise.all(deleted.map((child) => forgetOutboxOf(child.id).catch(() => undefined)));
      forgetPersistedQueries();
      window.location.assign("/");
    },
    {
      failed: (error) => {
        // A wrong password shows on its field; anything else (too many tries) shows here.
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors) return;
        setProblem(friendlyMessage(error, t("family.deleteFailed")));
      },
    },
  );
  const close = () => {
    setOpen(false);
    setProblem(null);
  };

  return (
    <section
      aria-labelledby="delete-login-heading"
      className="mt-10 rounded-3xl border-[3px] border-dashed border-red-700/60 bg-paper p-4 sm:p-6"
    >
      <h2 id="delete-login-heading" className="flex items-center gap-2 text-xl font-black">
        <UserX aria-hidden="true" className="size-6 text-red-700" strokeWidth={2.5} />
        {t("family.deleteLoginTitle")}
      </h2>
      <p className="mt-2 font-semibold text-ink-soft">{t("family.deleteLoginIntro")}</p>
      {!open ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" strokeWidth={2.5} />
          {t("family.deleteLoginOpen")}
        </Button>
      ) : (
        <div className="mt-4 space-y-4">
          {preview.isPending ? (
            <p className="font-bold text-ink-soft">{t("family.checkingChildren")}</p>
          ) : null}
          {preview.error ? (
            <p role="alert" className="font-bold text-red-700">
              {friendlyMessage(preview.error, t("family.checkFailed"))}
            </p>
          ) : null}
          {preview.data ? (
            <div className="space-y-3">
              <NamedChildren
                title={t("family.deletedTitle")}
                note={t("family.deletedNote")}
                slug="deleted-with-your-login"
                names={deleted}
                tint="bg-red-50"
              />
              <NamedChildren
                title={t("family.keptTitle")}
                note={t("family.keptNote")}
                slug="these-stay"
                names={kept}
                tint="bg-brand-50"
              />
              {deleted.length === 0 && kept.length === 0 ? (
                <p className="font-bold">{t("family.noChildLinked")}</p>
              ) : null}
              {deleted.length > 0 ? <p className="font-bold">{t("family.copyFirst")}</p> : null}
            </div>
          ) : null}
          <form
            ref={form.ref}
            onSubmit={onSubmit}
            noValidate
            className="space-y-4"
            aria-busy={form.pending}
          >
            <TextField
              label={t("family.yourPassword")}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register("password")}
            />
            <FormNotice form={form} action={t("family.deleteLoginTitle")} />
            {problem ? (
              <p role="alert" className="rounded-2xl bg-red-50 p-3 font-bold text-red-700">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
              <Button variant="outline" onClick={close} disabled={form.pending}>
                {t("family.keepLogin")}
              </Button>
              <Button type="submit" variant="danger" disabled={form.pending || !preview.data}>
                <BusyIcon
                  busy={form.pending}
                  icon={<Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />}
                />
                {t("family.deleteLoginTitle")}
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
