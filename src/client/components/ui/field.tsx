import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { t } from "../../lib/i18n";
import { FieldError } from "./field-error";

const controlClasses =
  "block min-h-14 w-full rounded-2xl border-[3px] border-ink/25 bg-white px-4 text-lg font-bold text-ink placeholder:font-semibold placeholder:text-ink-soft/70 transition-colors hover:border-ink/40 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300 aria-[invalid=true]:border-red-600";

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  icon?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, icon, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-base font-extrabold text-ink">
        {icon ? (
          <span aria-hidden="true" className="text-brand-600">
            {icon}
          </span>
        ) : null}
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="pl-1 text-sm font-semibold text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  hint?: string;
  error?: string;
  icon?: ReactNode;
};

/** A labelled text input with hint and error wired to aria-describedby. */
export function TextField({ label, hint, error, icon, id, type, ...props }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isSecret = type === "password";
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} icon={icon}>
      <div className="relative">
        <input
          id={fieldId}
          type={isSecret && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className={`${controlClasses} ${isSecret ? "pr-16" : ""}`}
          {...props}
        />
        {isSecret ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-pressed={revealed}
            aria-label={t("ui.showCharacters")}
            className="absolute top-1/2 right-1.5 grid size-12 -translate-y-1/2 place-items-center rounded-xl text-ink-soft hover:bg-brand-50 hover:text-brand-700"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-6" />
            ) : (
              <Eye aria-hidden="true" className="size-6" />
            )}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  hint?: string;
  error?: string;
  icon?: ReactNode;
};

/** A labelled native select: the phone's own picker is the easiest for small thumbs. */
export function SelectField({
  label,
  hint,
  error,
  icon,
  id,
  children,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} icon={icon}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${controlClasses} select-chevron cursor-pointer appearance-none pr-12 invalid:font-semibold invalid:text-ink-soft/80 [&>option]:font-bold [&>option]:text-ink`}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  hint?: string;
  error?: string;
  icon?: ReactNode;
};

/** A labelled multi-line input for optional notes. */
export function TextAreaField({ label, hint, error, icon, id, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} icon={icon}>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${controlClasses} resize-y py-3`}
        {...props}
      />
    </FieldFrame>
  );
}
