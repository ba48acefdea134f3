// No zod here: the request helper and the forms of every page read these, the landing page
// included (ADR 043).

/**
 * What an error's words are made from (ADR 075): a reason, the key of its words in the
 * catalogue's `errors` namespace (`noFoods` is `errors.noFoods`), and the numbers or names those
 * words need (`{ max: 60 }`). The server words it for an API client in the language it asked
 * for; our screens word it from their own catalogue. Nobody reads the words to decide anything.
 */
export type ErrorParams = Record<string, string | number>;
export type ErrorReason = { reason: string; params?: ErrorParams };

/**
 * A contract's message is the catalogue key of its words (`"errors.noFoods"`), never the words
 * themselves, so a refusal carries its reason to whichever edge words it.
 */
export const REASON_KEY_PREFIX = "errors.";

/** True when a message names a reason's words rather than being words itself. */
export function isReasonKey(message: unknown): message is `errors.${string}` {
  return (
    typeof message === "string" &&
    message.startsWith(REASON_KEY_PREFIX) &&
    message.length > REASON_KEY_PREFIX.length &&
    !/\s/.test(message)
  );
}

/** A zod issue as the contracts' checks and fastify's validation errors both carry it. */
export type IssueLike = {
  code?: string;
  message?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  params?: unknown;
};

function numberOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "bigint") return Number(value);
  return undefined;
}

/** The numbers and names an issue's words may need: its limits and a check's own params. */
function paramsOf(issue: IssueLike): ErrorParams | undefined {
  const params: ErrorParams = {};
  const max = numberOf(issue.maximum);
  const min = numberOf(issue.minimum);
  if (max !== undefined) params.max = max;
  if (min !== undefined) params.min = min;
  if (typeof issue.params === "object" && issue.params !== null) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === "string" || typeof value === "number") params[name] = value;
    }
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** The reason of a zod issue: its contract's own key, else one for the kind of check. */
export function reasonOfIssue(issue: IssueLike): ErrorReason {
  const params = paramsOf(issue);
  const withParams = (reason: string): ErrorReason => (params ? { reason, params } : { reason });
  if (isReasonKey(issue.message)) return withParams(issue.message.slice(REASON_KEY_PREFIX.length));
  const counted = issue.origin === "array" || issue.origin === "set";
  const numeric = issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint";
  switch (issue.code) {
    case "too_big":
      return withParams(counted ? "tooMany" : numeric ? "tooBig" : "tooLong");
    case "too_small":
      if (!counted && !numeric && numberOf(issue.minimum) === 1) return { reason: "required" };
      return withParams(counted ? "tooFew" : numeric ? "tooSmall" : "tooShort");
    case "invalid_value":
    case "invalid_union":
      return { reason: "invalidChoice" };
    case "invalid_format":
      return { reason: "invalidFormat" };
    case "unrecognized_keys":
      return { reason: "unknownFields" };
    default:
      return { reason: "invalidValue" };
  }
}

/** The catalogue key of a reason's words. */
export const reasonKey = (reason: string) => `${REASON_KEY_PREFIX}${reason}`;
