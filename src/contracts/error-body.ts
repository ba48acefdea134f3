import { z } from "zod";
import { ERROR_CODE_VALUES } from "./errors";

/** The numbers and names a reason's words need (`{ max: 60 }`). */
export const errorParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Error bodies (SPEC 8, ADR 048, ADR 075): `code` always (what went wrong, for programs);
 * `reason` and `params` when the words are more precise than the code's own (the catalogue key
 * `errors.<reason>` and its arguments, for a client that words errors itself); `message` always
 * (words for people, in the request's Accept-Language, English by default); `errors` per field
 * on validation failures, with `fieldErrors` giving each field's reason and params.
 */
export const errorBody = z.object({
  code: z.enum(ERROR_CODE_VALUES),
  reason: z.string().optional(),
  params: errorParams.optional(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  fieldErrors: z
    .record(z.string(), z.object({ reason: z.string(), params: errorParams.optional() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
