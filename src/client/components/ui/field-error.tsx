import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

const looks = {
  /** Under a field: a short line in red. */
  line: "flex items-center gap-1.5 pl-1 text-sm font-bold text-red-700",
  /** Under a picker or above a form's actions: a soft red box. */
  box: "flex items-center justify-center gap-1.5 rounded-2xl bg-red-50 px-3 py-2 text-base font-bold text-red-800",
} as const;

/**
 * The message about a field (or a whole form) that needs fixing: announced as it appears
 * (role="alert") and pointed at by the field's aria-describedby through `id`.
 */
export function FieldError({
  id,
  children,
  look = "line",
  className = "",
}: {
  id?: string;
  children: ReactNode;
  look?: keyof typeof looks;
  className?: string;
}) {
  return (
    <p id={id} role="alert" className={`${looks[look]} ${className}`}>
      <CircleAlert
        aria-hidden="true"
        className={`${look === "box" ? "size-5" : "size-4"} shrink-0`}
      />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
