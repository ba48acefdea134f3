/**
 * What a spreadsheet may read as the start of a formula (OWASP "CSV injection"): = + - @, and
 * tab or carriage return, which some programs skip before looking.
 */
const FORMULA_START = /[=+\-@\t\r]/;

/**
 * A cell's text made safe to open in a spreadsheet: every line that starts like a formula, the
 * first one and each one after a line break (\n, \r\n or \r), gets a leading ' so it is shown
 * as text and never run. A child can type anything in a note, and a note can span lines: a
 * check of the cell's first line only lets '=HYPERLINK(...)' followed by a line break through.
 */
export function neutralisedCell(text: string): string {
  let out = "";
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (lineStart && FORMULA_START.test(char)) out += "'";
    out += char;
    // \r\n is one break: the line starts after the \n.
    lineStart = char === "\n" || (char === "\r" && text[i + 1] !== "\n");
  }
  return out;
}

/** Every text cell of a table neutralised; numbers stay numbers. */
export function neutralisedRows<Cell extends string | number>(
  rows: readonly (readonly Cell[])[],
): (string | number)[][] {
  return rows.map((row) =>
    row.map((cell) => (typeof cell === "string" ? neutralisedCell(cell) : cell)),
  );
}
