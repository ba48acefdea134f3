import { describe, expect, it } from "vitest";
import { neutralisedCell, neutralisedRows } from "./csv-cells";

const STARTS = ["=", "+", "-", "@", "\t", "\r"];
const BREAKS = ["\n", "\r\n", "\r"];

describe("neutralisedCell", () => {
  it.each(STARTS)("puts ' before a cell starting with %j", (start) => {
    expect(neutralisedCell(`${start}1+2`)).toBe(`'${start}1+2`);
  });

  for (const br of BREAKS) {
    it.each(STARTS.filter((s) => s !== "\r"))(
      `puts ' before each line starting with %j after ${JSON.stringify(br)}`,
      (start) => {
        expect(neutralisedCell(`ok${br}${start}cmd${br}fine${br}${start}x`)).toBe(
          `ok${br}'${start}cmd${br}fine${br}'${start}x`,
        );
      },
    );
  }

  it("neutralises a formula that goes on after a line break (the cell's first line)", () => {
    const note = '=HYPERLINK("http://x","click")\n&""';
    expect(neutralisedCell(note)).toBe(`'${note}`);
  });

  it("takes \\r\\n as one break and a lone \\r as a break", () => {
    expect(neutralisedCell("a\r\n=b")).toBe("a\r\n'=b");
    expect(neutralisedCell("a\r=b")).toBe("a\r'=b");
    // A carriage return starting a line is itself a formula start.
    expect(neutralisedCell("a\n\r=b")).toBe("a\n'\r'=b");
  });

  it("leaves text that starts no line like a formula as it is", () => {
    for (const text of ["toast", "", "rice, beans", "a = b", "e-mail", "x\ny", "crème 🍮", " =1"]) {
      expect(neutralisedCell(text)).toBe(text);
    }
  });

  it("leaves numbers alone in rows", () => {
    expect(neutralisedRows([["-2", -2, 1.5, "@x"]])).toEqual([["'-2", -2, 1.5, "'@x"]]);
  });
});
