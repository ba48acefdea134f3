/**
 * The namespaces the landing page needs (ADR 071): they are in the page's own script for English
 * and in one small file per other language. Every other namespace loads with the first screen
 * behind it (after sign-in, or the sign-in screens themselves), so the landing page stays light.
 */
export const ENTRY_NAMESPACES = ["common", "landing"] as const;
