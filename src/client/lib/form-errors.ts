import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** Shows the server's per-field messages (400 `{ errors }`) under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) setError(field, { type: "server", message });
  }
}
