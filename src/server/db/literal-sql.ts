import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { prepareValue } from "pg/lib/utils.js";

// Statements sent as simple queries (decision 070): a simple query carries no parameters, so
// the values are written in as literals, each converted by the driver's own `prepareValue`
// (what it does to every parameter it sends) and quoted by its `escapeLiteral`
// (standard_conforming_strings is on, PostgreSQL's default since 9.1).

const dialect = new PgDialect();

/** A value as the literal PostgreSQL reads the way it reads the driver's parameter. */
export function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null) return "null";
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString("hex")}'`;
  return pg.escapeLiteral(prepared);
}

/** A statement with its parameters written in, for a simple query. */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // drizzle's text holds no literal of its own: every "$n" in it is a parameter.
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * A statement built once by drizzle with named placeholders; each use writes its values in as
 * literals, with no query building (decision 076: the statements of every diary write). Values
 * are given as the driver takes them: a jsonb column's value as its JSON text.
 */
export function literalTemplate<Name extends string>(
  build: () => SQL,
): (values: Record<Name, unknown>) => string {
  let parts: { texts: string[]; slots: (Name | { fixed: string })[] } | undefined;
  return (values) => {
    if (!parts) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      const pieces = text.split(/\$(\d+)/);
      const texts: string[] = [];
      const slots: (Name | { fixed: string })[] = [];
      pieces.forEach((piece, i) => {
        if (i % 2 === 0) {
          texts.push(piece);
          return;
        }
        const param = params[Number(piece) - 1];
        slots.push(param instanceof Placeholder ? (param.name as Name) : { fixed: literal(param) });
      });
      parts = { texts, slots };
    }
    let out = parts.texts[0] ?? "";
    parts.slots.forEach((slot, i) => {
      out += typeof slot === "string" ? literal(values[slot]) : slot.fixed;
      out += parts?.texts[i + 1] ?? "";
    });
    return out;
  };
}
