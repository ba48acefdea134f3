// The driver's own conversion of a JavaScript value to the text PostgreSQL reads, the one it
// applies to every parameter it sends (Date, array, Buffer, object as JSON).
declare module "pg/lib/utils.js" {
  export function prepareValue(value: unknown): string | Buffer | null;
}
