import { describe, expect, it } from "vitest";
import { browserSuite, signUpThroughApi } from "./support/harness";
import { screenshots } from "./support/screens";

const { openPhonePage } = browserSuite();
const shot = screenshots("td-reminders-shots");

describe("reminders on the phone", () => {
  it("shows a push delivered to the real service worker, and its tap opens the tummy check", async () => {
    const { context, page } = await openPhonePage();
    try {
      await signUpThroughApi(page, "Pushy_Pip");
      await page.goto("/app");
      const base = new URL(page.url()).origin;
      await context.grantPermissions(["notifications"], { origin: base });
      await page.getByRole("heading", { name: "Today's Detective Log" }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 20_000,
      });

      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
        for (const r of event.registrations) registrations.set(r.scopeURL, r.registrationId);
      });
      await cdp.send("ServiceWorker.enable");
      await expect.poll(() => registrations.get(`${base}/`)).toBeTruthy();
      const payload = {
        web_push: 8030,
        notification: {
          title: "Tummy check, Pushy!",
          body: "How does your tummy feel right now?",
          navigate: `${base}/app/tummy-check`,
          tag: "tummy-check-1",
        },
        kind: "tummy-check",
        screen: "/app/tummy-check",
      };
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: base,
        registrationId: registrations.get(`${base}/`) as string,
        data: JSON.stringify(payload),
      });
      const shown = async () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const list = await registration.getNotifications();
          return list.map((n) => ({ title: n.title, body: n.body, data: n.data }));
        });
      await expect.poll(shown, { timeout: 15_000 }).toEqual([
        {
          title: "Tummy check, Pushy!",
          body: "How does your tummy feel right now?",
          data: { screen: "/app/tummy-check" },
        },
      ]);

      // DevTools cannot click a notification: the click is dispatched in the service worker
      // on the notification it shows, through the worker's own notificationclick handler.
      const [worker] = context.serviceWorkers();
      expect(worker).toBeDefined();
      await worker?.evaluate(async () => {
        // The worker's own globals (the page's DOM types do not name them).
        const sw = self as unknown as {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
          dispatchEvent: (event: Event) => boolean;
        };
        const [notification] = await sw.registration.getNotifications();
        if (!notification) throw new Error("no notification");
        sw.dispatchEvent(new sw.NotificationEvent("notificationclick", { notification }));
      });
      await page.waitForURL(/\/app\/tummy-check$/, { timeout: 15_000 });
      await expect.poll(shown).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the Reminders settings in the parent's area, asking nothing on load", async () => {
    const { context, page } = await openPhonePage();
    try {
      let asked = false;
      await signUpThroughApi(page, "Settings_Sam");
      await page.exposeFunction("reportPermissionAsk", () => {
        asked = true;
      });
      await page.addInitScript(() => {
        const original = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = (...args) => {
          (window as unknown as { reportPermissionAsk: () => void }).reportPermissionAsk();
          return original(...args);
        };
      });
      await page.goto("/app/parent");
      const section = page
        .getByRole("region", { name: "Reminders" })
        .or(page.locator("#reminders"));
      await section.getByText("Send reminders").waitFor();
      await section.getByRole("button", { name: "Send a test" }).waitFor();
      await page.getByText("Send reminders").click();
      await page.getByLabel("Reminder 1: what").waitFor();
      await page.locator("#reminders").scrollIntoViewIfNeeded();
      await page
        .locator("#reminders")
        .screenshot({ path: `${shot.dir}/parent-reminders-section.png` });
      expect(asked).toBe(false);
      await page.getByRole("button", { name: "Save reminders" }).click();
      await page.getByText("Reminders saved!").first().waitFor();
    } finally {
      await context.close();
    }
  });
});
