import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, MARKER, signUpThroughApi } from "./support/harness";
import { readyOffline, screenshots } from "./support/screens";

const suite = browserSuite();
const shot = screenshots("td-deleted-elsewhere-shots");

/** How many entries wait in this phone's outbox (IndexedDB), for anyone. */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("entries").objectStore("entries").count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

describe("an account deleted on another phone", () => {
  it("drops what waits on this phone instead of keeping it for a sign-in that cannot come", async () => {
    const { context, page } = await suite.openPhonePage();
    await signUpThroughApi(page, "Gone_Elsewhere");
    await readyOffline(page);

    // Offline, a tummy check waits on this phone.
    await context.setOffline(true);
    await page.getByRole("status").filter({ hasText: "Offline" }).waitFor();
    await page.getByRole("button", { name: "Tummy Check", exact: true }).click();
    const tummy = page.getByRole("dialog", { name: "Tummy Check" });
    await tummy.getByRole("radio", { name: "Ouchy" }).click();
    await tummy.getByRole("button", { name: "Save Tummy Check" }).click();
    await tummy.waitFor({ state: "hidden" });
    await page.getByRole("listitem", { name: "Tummy Check Ouchy, waiting to send" }).waitFor();
    expect(await outboxCount(page)).toBe(1);

    // Meanwhile a grown-up deletes the account on another phone.
    const other = await suite.openPhonePage();
    const login = await other.page.request.post("/api/auth/login", {
      data: { username: "Gone_Elsewhere", password: "magnify1" },
      headers: MARKER,
    });
    expect(login.status()).toBe(200);
    const { id } = await (await other.page.request.get("/api/auth/me")).json();
    const removed = await other.page.request.delete(`/api/user/${id}`, {
      data: { password: "magnify1" },
      headers: MARKER,
    });
    expect(removed.status()).toBe(200);
    await other.context.close();

    // Back online, the server says the account is gone: the entry is dropped, the phone signed out.
    await context.setOffline(false);
    await expect.poll(() => outboxCount(page)).toBe(0);
    await page
      .getByRole("heading", { name: /sign in|welcome|tummy detective/i })
      .first()
      .waitFor();
    await shot(page, "signed-out-after-deletion-390");
    await context.close();
  });
});
