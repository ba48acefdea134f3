import { KeySquare, LogIn } from "lucide-react";
import type { z } from "zod";
import { joinBody } from "../../../../contracts/family";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { chooseChild } from "../../../lib/chosen-child";
import { useContractForm } from "../../../lib/use-contract-form";
import { useJoinFamily } from "../api/join-family";
import { ROLE_LABEL } from "./role-words";

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
        title: `You joined ${child.username}'s diary`,
        description: `Your role: ${ROLE_LABEL[child.role]}.`,
      });
    },
    {
      failed: (error) =>
        form.showErrors({ code: friendlyMessage(error, "That code did not work. Try again.") }),
    },
  );
  return (
    <form ref={form.ref} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Join code"
        hint="8 letters and numbers, from another grown-up"
        icon={<KeySquare className="size-5" strokeWidth={2.5} />}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" variant="outline" block disabled={form.pending}>
        <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
        Join a family
      </Button>
    </form>
  );
}
