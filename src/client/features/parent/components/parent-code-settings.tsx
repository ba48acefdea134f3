import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ParentCodeBody, parentCodeBody } from "../../../../contracts/parent";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { serverFieldMessages } from "../../../lib/form-wiring";
import { notifyFailure } from "../../../lib/notify";
import { useParentMode, useSetParentCode } from "../api/parent-mode";

const EMPTY: ParentCodeBody = { password: "", parentCode: "" };

/** Profile: set or change the parent code with the account's secret code (ADR 056). */
export function ParentCodeSettings({ userId }: { userId: string }) {
  const { state } = useParentMode(userId);
  const save = useSetParentCode(userId);
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ParentCodeBody>({ resolver: zodResolver(parentCodeBody), defaultValues: EMPTY });
  const close = () => {
    reset(EMPTY);
    setEditing(false);
  };
  const onSubmit = handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: () => {
        toast({
          title: "Parent code saved!",
          description: "The parent's area now asks for it.",
        });
        close();
      },
      onError: (error) => {
        const fields = serverFieldMessages(error);
        for (const name of ["password", "parentCode"] as const) {
          const message = fields?.[name];
          if (message) setError(name, { message });
        }
        notifyFailure("Error", friendlyMessage(error, "Failed to save the parent code."));
      },
    });
  });
  const has = state?.hasParentCode ?? false;
  return (
    <Card id="parent-code" className="mt-5" role="region" aria-labelledby="parent-code-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="parent-code-heading" className="text-2xl font-black">
          Parent Code
        </h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <KeyRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {has ? "Change" : "Set"}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-busy={save.isPending}>
          <TextField
            label="Account secret code"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <TextField
            label={has ? "New parent code" : "Parent code"}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            hint="4 to 8 digits, for grown-ups only"
            error={errors.parentCode?.message}
            {...register("parentCode")}
          />
          <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
            <Button variant="outline" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <BusyIcon
                busy={save.isPending}
                icon={<ShieldCheck aria-hidden="true" className="size-5" strokeWidth={2.5} />}
              />
              Save Parent Code
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 rounded-2xl bg-brand-50 px-4 py-3 text-lg font-bold">
          {has
            ? "The parent's area, reports, clue decisions and cases ask for the parent code."
            : "No parent code yet: anyone signed in can open the parent's area."}
        </p>
      )}
    </Card>
  );
}
