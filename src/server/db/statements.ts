import { type Column, getTableColumns, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { prepareValue } from "pg/lib/utils.js";

// A diary write's statements as text and parameters (decisions 070 and 076): joined into one
// statement as data-modifying CTEs, and sent either as a simple query (with a COMMIT after it)
// with the values written in as literals, or with its parameters, named, so that a connection
// parses and plans it once.

const dialect = new PgDialect();

/** A statement's text ($1, $2... and nothing else with a "$") and its parameters. */
export type Statement = { text: string; params: unknown[] };

/** A drizzle statement as text and parameters. */
export function statementOf(statement: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, params };
}

/**
 * The statement as drizzle SQL with the same parameters, to run through a drizzle handle: a
 * failed query is then logged with its placeholders only, never its values (lib/log-errors.ts).
 */
export function asSql({ text, params }: Statement): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) =>
      i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(params[Number(piece) - 1])}`,
    ),
  );
}

/** A value as the literal PostgreSQL reads the way it reads the driver's parameter. */
function literal(value: unknown): string {
  // The driver's own conversion of each parameter it sends, quoted by its own escaping
  // (standard_conforming_strings is on, PostgreSQL's default since 9.1).
  const prepared = prepareValue(value);
  if (prepared === null) return "null";
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString("hex")}'`;
  return pg.escapeLiteral(prepared);
}

/** The statement with its parameters written in, for a simple query. */
export function withLiterals({ text, params }: Statement): string {
  // The text holds no literal with a "$" of its own: every "$n" in it is a parameter.
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** Statements as the data-modifying CTEs of one statement ending with `last`. */
export function asOneStatement(statements: Statement[], last = "select 1"): Statement {
  const params: unknown[] = [];
  const parts = statements.map((s, i) => {
    const offset = params.length;
    params.push(...s.params);
    const text = s.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    return `w${i} as (${text})`;
  });
  return { text: `with ${parts.join(", ")} ${last}`, params };
}

/**
 * A statement built once by drizzle with named placeholders; each use only picks its values
 * (no query building per write). Values are given as the driver takes them: a jsonb column's
 * value as its JSON text.
 */
export function statementTemplate<Name extends string>(
  build: () => SQL,
): (values: Record<Name, unknown>) => Statement {
  let built: { text: string; slots: (Name | { fixed: unknown })[] } | undefined;
  return (values) => {
    if (!built) {
      const { text, params } = statementOf(build());
      const slots = params.map((p) => (p instanceof Placeholder ? (p.name as Name) : { fixed: p }));
      built = { text, slots };
    }
    return {
      text: built.text,
      params: built.slots.map((slot) => (typeof slot === "object" ? slot.fixed : values[slot])),
    };
  };
}

/** The insert of one row into `table`, the given columns each a placeholder of its name. */
export function insertTemplate<T extends PgTable, Name extends keyof T & string>(
  table: T,
  columns: readonly Name[],
): (values: Record<Name, unknown>) => Statement {
  return statementTemplate<Name>(
    () =>
      sql`insert into ${table} (${sql.join(
        columns.map((k) => sql.identifier((table[k] as unknown as Column).name)),
        sql`, `,
      )}) values (${sql.join(
        columns.map((k) => sql.placeholder(k)),
        sql`, `,
      )})`,
  );
}

/**
 * The insert of a whole row (decision 076): every column of the table given, none left to a
 * database default, so that the row made in the app is exactly the row stored.
 */
export function wholeRowInsert<T extends PgTable>(
  table: T,
): (row: Record<keyof T["$inferSelect"] & string, unknown>) => Statement {
  const columns = Object.keys(getTableColumns(table)) as (keyof T["$inferSelect"] &
    keyof T &
    string)[];
  return insertTemplate(table, columns);
}

// The names under which this process's connections prepare a statement text: one name per
// text, for as long as the process lives; past this many texts, a statement goes unnamed.
const MAX_NAMED = 256;
const names = new Map<string, string>();

/** The statement as a query a connection parses and plans once (named by its text). */
export function preparedQuery({ text, params }: Statement): pg.QueryConfig {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `td_write_${names.size}`;
    names.set(text, name);
  }
  return name ? { name, text, values: params } : { text, values: params };
}
