import { describe, expect, it } from "vitest";
import { browserSuite } from "./support/harness";

const suite = browserSuite();

describe("accounts in the browser", () => {
  it("signs up, lands on /app, logs out to /, logs in again", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/signup");
    await page.getByLabel("Detective Name").fill("Scout");
    await page.getByLabel("Age").selectOption({ label: "9 years old" });
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByLabel("Confirm Password").fill("magnify1");
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("Scout").first().waitFor();

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("See you next time, Detective!", { exact: true }).waitFor();

    await page.goto("/login");
    await page.getByRole("heading", { name: "Welcome Back, Detective!" }).waitFor();
    await page.getByLabel("Detective Name").fill("Scout");
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("Logged in as Scout", { exact: true }).waitFor();

    // Signed in, /login goes to /app.
    await page.goto("/login");
    await page.waitForURL(/\/app$/);
    await context.close();
  });

  it("sends a signed-out visitor from /app to /login", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/app/patterns");
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const { context, page } = await suite.openPhonePage();
    const res = await page.goto("/no-such-case");
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    expect(await page.title()).toContain("Page Not Found");
    await context.close();
  });

  it("the landing page's buttons reach /login, /signup and #how-it-works", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/");
    await page.getByRole("link", { name: "See How It Works" }).first().click();
    await page.waitForURL(/#how-it-works$/);
    for (const name of ["Get Started", "Start Tracking", "Start Solving the Mystery"]) {
      await page.goto("/");
      await page.getByRole("link", { name }).first().click();
      await page.waitForURL(/\/signup$/);
    }
    await page.goto("/");
    await page.getByRole("link", { name: "Sign In" }).first().click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it("shows the sign-up validation messages", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/signup");
    await page.getByLabel("Detective Name").fill("ab");
    await page.getByLabel("Age").selectOption({ label: "7 years old" });
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password").fill("54321");
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page.getByText("Username must be at least 3 characters").waitFor();
    await page.getByText("Password must be at least 6 characters").waitFor();
    await page.getByLabel("Password", { exact: true }).fill("123456");
    await page.getByLabel("Confirm Password").fill("654321");
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page.getByText("Passwords don't match").waitFor();
    expect(page.url()).toMatch(/\/signup$/);
    await context.close();
  });

  it("refuses a look-alike name in the form, and signs in whatever the case or width", async () => {
    const { context, page } = await suite.openPhonePage();
    await page.goto("/signup");
    // A Cyrillic "а" among Latin letters looks like "anna_cat" and is refused.
    await page.getByLabel("Detective Name").fill("\u0430nna_cat");
    await page.getByLabel("Age").selectOption({ label: "8 years old" });
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByLabel("Confirm Password").fill("magnify1");
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page
      .getByText(
        "Please write the name in one alphabet. Mixing alphabets makes names that look like others.",
      )
      .waitFor();
    expect(page.url()).toMatch(/\/signup$/);

    await page.getByLabel("Detective Name").fill("Émile_Sleuth");
    await page.getByRole("button", { name: "Start My Detective Journey" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await page.getByLabel("Detective Name").fill("ÉMILE_SLEUTH");
    await page.getByLabel("Password", { exact: true }).fill("magnify1");
    await page.getByRole("button", { name: "Start Detecting" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("Logged in as Émile_Sleuth", { exact: true }).waitFor();
    await context.close();
  });
});
