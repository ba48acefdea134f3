import { KeyRound, UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { TextField } from "../../../components/ui/field";
import { t } from "../../../lib/i18n";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type"> & { label?: string };

/** The detective-name input of every sign-in form: no capitals, corrections or spell-check. */
export function DetectiveNameField({ label = t("auth.detectiveName"), ...props }: FieldProps) {
  return (
    <TextField
      label={label}
      icon={<UserRound className="size-5" strokeWidth={2.5} />}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A secret-code (password) input with the key icon; `autoComplete` says which code it is. */
export function SecretCodeField({
  label = t("auth.password"),
  autoComplete = "current-password",
  ...props
}: FieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      icon={<KeyRound className="size-5" strokeWidth={2.5} />}
      autoComplete={autoComplete}
      {...props}
    />
  );
}
