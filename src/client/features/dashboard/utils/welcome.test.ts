import { beforeAll, describe, expect, it } from "vitest";
import { loadScreenWords } from "../../../lib/i18n";
import { welcomeLine } from "./welcome";

describe("the home header's greeting", () => {
  beforeAll(() => loadScreenWords());
  const zone = "Pacific/Auckland";
  // 10:00 on 14 March in Auckland (UTC+13).
  const now = new Date("2025-03-13T21:00:00Z");

  it("welcomes a detective who joined today, not back", () => {
    expect(welcomeLine("2025-03-13T20:59:00Z", now, zone)).toBe("Welcome, Detective");
    // Just after local midnight is still today.
    expect(welcomeLine("2025-03-13T11:00:00Z", now, zone)).toBe("Welcome, Detective");
  });

  it("welcomes back from the next local day on", () => {
    // 23:59 on 13 March in Auckland: yesterday there, though the same UTC date.
    expect(welcomeLine("2025-03-13T10:59:00Z", now, zone)).toBe("Welcome back, Detective");
    expect(welcomeLine("2024-11-02T08:00:00Z", now, zone)).toBe("Welcome back, Detective");
  });

  it("welcomes back when the joining date cannot be read", () => {
    expect(welcomeLine("not a date", now, zone)).toBe("Welcome back, Detective");
  });
});
