import { afterEach, describe, expect, it } from "vitest";
import { ApiError, fieldMessagesOf, friendlyMessage } from "./api-client";
import { issueMessages } from "./form-wiring";
import { setLanguage } from "./i18n";

afterEach(() => setLanguage("en"));

const refused = () =>
  new ApiError(400, "400: ...", {
    code: "invalid_input",
    reason: "foodNameTooLong",
    params: { max: 60 },
    serverMessage: "A food name can have at most 60 letters",
    fieldErrors: { manualFoods: "A food name can have at most 60 letters" },
    fieldReasons: { manualFoods: { reason: "foodNameTooLong", params: { max: 60 } } },
  });

describe("errors are worded from their reason in the current language", () => {
  it("words a reason with its params in English and in Spanish", async () => {
    expect(friendlyMessage(refused(), "Failed")).toBe("A food name can have at most 60 letters");
    await setLanguage("es");
    expect(friendlyMessage(refused(), "Failed")).toBe(
      "Un alimento puede tener como máximo 60 letras",
    );
    expect(fieldMessagesOf(refused())).toEqual({
      manualFoods: "Un alimento puede tener como máximo 60 letras",
    });
  });

  it("words a code without a reason, and keeps the fallback when no server answered", async () => {
    const signedOut = new ApiError(401, "Authentication required", {
      code: "not_authenticated",
      serverMessage: "Not authenticated",
    });
    expect(friendlyMessage(signedOut, "Failed")).toBe("Not authenticated");
    expect(friendlyMessage(new TypeError("Failed to fetch"), "Failed")).toBe("Failed");
    await setLanguage("es");
    expect(friendlyMessage(signedOut, "Falló")).toBe("No has iniciado sesión");
  });

  it("words a contract's own issues in the current language", async () => {
    const issues = [{ path: ["manualFoods"], code: "custom", message: "errors.noFoods" }];
    expect(issueMessages(issues)).toEqual({ manualFoods: "Add at least one food, Detective!" });
    await setLanguage("es");
    expect(issueMessages(issues)).toEqual({
      manualFoods: "¡Añade al menos un alimento, detective!",
    });
  });
});
