import { Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type DeleteAccountFormValues, deleteAccountForm } from "../../../../contracts/account";
import type { PublicUser } from "../../../../contracts/auth";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { forgetPersistedQueries } from "../../../lib/persisted-queries";
import { needsParentCode } from "../../../lib/query-client";
import { useContractForm } from "../../../lib/use-contract-form";
import { useDeleteAccount } from "../api/delete-account";

const EMPTY: DeleteAccountFormValues = { password: "", confirmation: "" };

/**
 * Profile: delete the account for good, with the secret code and the name typed again, and
 * parent mode once a parent code is set: the code is asked before the form (`parentCodeFirst`,
 * composed by the page), and a 403 all the same opens the parent code prompt.
 */
export function DeleteAccount({
  user,
  parentCodeFirst,
}: {
  user: PublicUser;
  /** The parent code prompt while the account has a code and grown-up mode is off. */
  parentCodeFirst?: ReactNode;
}) {
  const remove = useDeleteAccount(user.id);
  const [open, setOpen] = useState(false);
  const form = useContractForm<DeleteAccountFormValues>({
    schema: deleteAccountForm(user.username),
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.submit(
    async ({ password }) => {
      await remove.mutateAsync({ password });
      // The session is gone: a fresh load shows the landing page with nothing cached.
      forgetPersistedQueries();
      window.location.assign("/");
    },
    {
      failed: (error) => {
        // The parent code prompt opens by itself; after it, the same tap deletes.
        if (needsParentCode(error)) return;
        notifyFailure(t("profile.errorTitle"), friendlyMessage(error, t("profile.deleteFailed")));
      },
    },
  );
  return (
    <Card className="mt-5" role="region" aria-labelledby="delete-account-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="delete-account-heading" className="text-2xl font-black">
          {t("profile.deleteAccount")}
        </h2>
        {!open ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("profile.deleteOpen")}
          </Button>
        ) : null}
      </div>
      <p className="mt-3 text-lg font-semibold text-ink-soft">
        {t("profile.deleteIntro", { name: user.username })}
      </p>
      {open && parentCodeFirst ? (
        <section className="mt-4 space-y-3" aria-label={t("profile.grownUpsOnly")}>
          <p className="text-lg font-bold">{t("profile.deleteNeedsCode")}</p>
          {parentCodeFirst}
          <Button variant="outline" className="w-full" onClick={() => setOpen(false)}>
            {t("profile.cancel")}
          </Button>
        </section>
      ) : null}
      {open ? (
        <form
          // Kept while the code is asked, so nothing typed is lost if grown-up mode ended.
          hidden={Boolean(parentCodeFirst)}
          ref={form.ref}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-4"
          aria-busy={form.pending}
        >
          <TextField
            label={t("profile.accountCode")}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <TextField
            label={t("profile.typeToConfirm", { name: user.username })}
            autoComplete="off"
            error={errors.confirmation?.message}
            {...register("confirmation")}
          />
          <FormNotice form={form} action={t("profile.deleteEverything")} />
          <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={form.pending}>
              {t("profile.cancel")}
            </Button>
            <Button type="submit" variant="danger" disabled={form.pending}>
              <BusyIcon
                busy={form.pending}
                icon={<Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />}
              />
              {t("profile.deleteEverything")}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
