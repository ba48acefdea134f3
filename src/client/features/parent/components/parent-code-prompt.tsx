import { zodResolver } from "@hookform/resolvers/zod";
import { LockOpen } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { parentCode, WRONG_PARENT_CODE } from "../../../../contracts/parent";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { friendlyMessage } from "../../../lib/api-client";
import { useStartParentMode } from "../api/parent-mode";

const promptForm = z.object({ parentCode });
type PromptValues = z.infer<typeof promptForm>;

/** The parent code typed by a grown-up: starts parent mode on this device for 15 minutes. */
export function ParentCodePrompt({ userId, onDone }: { userId: string; onDone?: () => void }) {
  const start = useStartParentMode(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PromptValues>({
    resolver: zodResolver(promptForm),
    defaultValues: { parentCode: "" },
  });
  const onSubmit = handleSubmit(({ parentCode: code }) => {
    if (start.isPending) return;
    start.mutate(code, {
      onSuccess: () => onDone?.(),
      onError: (error) =>
        setError("parentCode", { message: friendlyMessage(error, WRONG_PARENT_CODE) }),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={start.isPending}>
      <TextField
        label="Parent code"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint="4 to 8 digits. Grown-up mode lasts 15 minutes."
        error={errors.parentCode?.message}
        {...register("parentCode")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={start.isPending}>
        <BusyIcon
          busy={start.isPending}
          icon={<LockOpen aria-hidden="true" className="size-5" strokeWidth={2.5} />}
        />
        Open the parent area
      </Button>
    </form>
  );
}
