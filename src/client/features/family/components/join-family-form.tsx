import { KeySquare, LogIn } from "lucide-react";
import type { z } from "zod";
import { joinBody } from "../../../../contracts/family";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { chooseChild } from "../../../lib/chosen-child";
import { t } from "../../../lib/i18n";
import { useContractForm } from "../../../lib/use-contract-form";
import { useJoinFamily } from "../api/join-family";
import { roleLabel } from "./role-words";

type Input = z.input<typeof joinBody>;
type Output = z.output<typeof joinBody>;

/** "Join a family": a grown-up types the code another grown-up (or the child) made. */
export function JoinFamilyForm({ accountId }: { accountId: string }) {
  const mutation = useJoinFamily();
  const form = useContractForm<Input, Output>({ schema: joinBody, defaultValues: { code: "" } });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.submit(
    async (values) => {
      const child = await mutation.mutateAsync(values.code);
      chooseChild(accountId, child.id);
      form.reset();
      toast({
        title: t("family.joined", { name: child.username }),
        description: t("family.yourRole", { role: roleLabel(child.role) }),
      });
    },
    {
      failed: (error) =>
        form.showErrors({ code: friendlyMessage(error, t("family.codeDidNotWork")) }),
    },
  );
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("family.joinCode")}
        hint={t("family.joinCodeHint")}
        icon={<KeySquare className="size-5" strokeWidth={2.5} />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" variant="outline" block disabled={form.pending}>
        <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("family.joinTitle")}
      </Button>
    </form>
  );
}
