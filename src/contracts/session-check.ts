/**
 * The method and path of GET /api/auth/me, apart from its response schema in ./auth: the
 * landing page asks "is someone signed in?" with them and so loads no zod (ADR 043).
 */
export const SESSION_CHECK = { method: "GET", path: "/api/auth/me" } as const;
