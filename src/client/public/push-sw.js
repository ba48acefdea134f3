// Reminders (ADR 068): imported by the service worker Workbox generates. A push carries the
// Declarative Web Push shape ({web_push: 8030, notification: {title, body, navigate, ...}}),
// which Safari 18.4+ shows by itself; here every other browser shows the same notification, and
// a tap opens its screen in the app's window (or a new one).
/* eslint-env serviceworker */

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const n = data.notification || {};
  const screen =
    typeof data.screen === "string" && data.screen.startsWith("/app") ? data.screen : "/app";
  event.waitUntil(
    self.registration.showNotification(n.title || "Tummy Detective", {
      body: n.body || "",
      icon: n.icon || "/icons/icon-192.png",
      badge: n.badge || "/icons/icon-192.png",
      tag: n.tag || "reminder",
      lang: n.lang || "en",
      data: { screen },
    }),
  );
});

/** Opens a screen of the app: in a window of the app already open, else a new one. */
async function openScreen(screen) {
  const url = new URL(screen, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin || !("navigate" in client)) continue;
    // An uncontrolled window cannot be moved: a new one is opened below.
    const moved = await client.navigate(url).catch(() => null);
    if (!moved) continue;
    await moved.focus().catch(() => undefined);
    return moved;
  }
  return self.clients.openWindow(url);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const screen = event.notification.data?.screen || "/app";
  event.waitUntil(openScreen(screen.startsWith("/app") ? screen : "/app"));
});
