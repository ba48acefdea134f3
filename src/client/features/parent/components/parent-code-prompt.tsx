import { LockOpen } from "lucide-react";
import { z } from "zod";
import { parentCode } from "../../../../contracts/parent";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { FormNotice } from "../../../components/ui/form-notice";
import { BusyIcon } from "../../../components/ui/spinner";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { useContractForm } from "../../../lib/use-contract-form";
import { useStartParentMode } from "../api/parent-mode";

const promptForm = z.object({ parentCode });
type PromptValues = z.infer<typeof promptForm>;

/** The parent code typed by a grown-up: starts parent mode on this device for 15 minutes. */
export function ParentCodePrompt({
  userId,
  onDone,
  action = t("parent.openArea"),
}: {
  userId: string;
  onDone?: () => void;
  /** The button's words. */
  action?: string;
}) {
  const start = useStartParentMode(userId);
  const form = useContractForm<PromptValues>({
    schema: promptForm,
    defaultValues: { parentCode: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.submit(
    async ({ parentCode: code }) => {
      await start.mutateAsync(code);
      onDone?.();
    },
    {
      // A wrong code comes back under the field by itself; too many tries, or no answer, too.
      failed: (error) =>
        form.showErrors({ parentCode: friendlyMessage(error, t("errors.wrongParentCode")) }),
    },
  );
  return (
    <form
      ref={form.ref}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-busy={form.pending}
    >
      <TextField
        label={t("parent.parentCode")}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint={t("parent.parentCodeHint")}
        error={errors.parentCode?.message}
        {...register("parentCode")}
      />
      <FormNotice form={form} action={action} />
      <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
        <BusyIcon
          busy={form.pending}
          icon={<LockOpen aria-hidden="true" className="size-5" strokeWidth={2.5} />}
        />
        {action}
      </Button>
    </form>
  );
}
