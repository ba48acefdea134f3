import { KeyRound, UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { TextField } from "../../../components/ui/field";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type"> & { label?: string };

/** The detective-name input of every sign-in form: no capitals, corrections or spell-check. */
export function DetectiveNameField({ label = "Detective Name", ...props }: FieldProps) {
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
  label = "Password",
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
