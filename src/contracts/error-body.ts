import { z } from "zod";
import { ERROR_CODE_VALUES } from "./errors";

/**
 * Error bodies (SPEC 8, ADR 048): `code` always (what went wrong, for programs), `message`
 * always (words for people), `errors` per field on validation failures.
 */
export const errorBody = z.object({
  code: z.enum(ERROR_CODE_VALUES),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
