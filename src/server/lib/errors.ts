/** An error with an HTTP status and a message safe to show (SPEC 8 `{ message }` bodies). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** What went wrong underneath, for the log only. */
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 400 with per-field messages. */
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
/** 401: no valid session. */
export const unauthorized = (message = "Not authenticated") => new HttpError(401, message);
/** 403: another user's id in a path, or a missing marker header. */
export const forbidden = (message: string) => new HttpError(403, message);
/** 404: unknown, or another user's record (never reveal that it exists). */
export const notFound = (message = "Not found") => new HttpError(404, message);
/** 409: a conflict such as a taken username. */
export const conflict = (message: string) => new HttpError(409, message);
/** 429: too many attempts. */
export const tooManyRequests = (message: string) => new HttpError(429, message);
