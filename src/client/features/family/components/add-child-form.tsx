import { Cake, Plus, UserRound } from "lucide-react";
import type { z } from "zod";
import { newChildBody } from "../../../../contracts/family";
import { AGE_MAX, AGE_MIN } from "../../../../domain/limits";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { chooseChild } from "../../../lib/chosen-child";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useContractForm } from "../../../lib/use-contract-form";
import { useAddChild } from "../api/add-child";

type Input = z.input<typeof newChildBody>;
type Output = z.output<typeof newChildBody>;

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, index) => AGE_MIN + index);

/** "Add a child": a child too young for a login of its own; the grown-up becomes its owner. */
export function AddChildForm({ accountId }: { accountId: string }) {
  const mutation = useAddChild();
  const form = useContractForm<Input, Output>({
    schema: newChildBody,
    defaultValues: { name: "", age: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = form.submit(
    async (values) => {
      const child = await mutation.mutateAsync(values);
      chooseChild(accountId, child.id);
      form.reset();
      toast({
        title: t("family.childAdded", { name: child.username }),
        description: t("family.diaryReady"),
      });
    },
    { failed: (error) => notifyFailure(t("family.addChildFailed"), friendlyMessage(error, "")) },
  );
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t("family.childName")}
        icon={<UserRound className="size-5" strokeWidth={2.5} />}
        autoComplete="off"
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectField
        label={t("family.age")}
        icon={<Cake className="size-5" strokeWidth={2.5} />}
        autoComplete="off"
        error={errors.age?.message}
        {...register("age")}
      >
        <option value="">{t("family.chooseAge")}</option>
        {AGES.map((age) => (
          <option key={age} value={age}>
            {t("family.yearsOld", { age })}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="sunny" block disabled={form.pending}>
        <Plus aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("family.addChildTitle")}
      </Button>
    </form>
  );
}
