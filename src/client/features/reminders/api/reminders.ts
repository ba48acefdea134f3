import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import {
  pushEndpoints,
  type ReminderSettings,
  reminderEndpoints,
} from "../../../../contracts/reminders";
import { callEndpoint } from "../../../lib/api-client";

export const remindersKey = (userId: string) => queryKeyOf(reminderEndpoints.get, { userId });
export const upcomingKey = (userId: string) => queryKeyOf(reminderEndpoints.upcoming, { userId });

/** GET /api/user/{userId}/reminders. */
export function useReminderSettings(userId: string) {
  return useQuery({
    queryKey: remindersKey(userId),
    queryFn: ({ signal }) => callEndpoint(reminderEndpoints.get, { params: { userId }, signal }),
    enabled: userId !== "",
  });
}

/** GET /api/user/{userId}/reminders/upcoming: what will be asked and when. */
export function useUpcomingReminders(userId: string) {
  return useQuery({
    queryKey: upcomingKey(userId),
    queryFn: ({ signal }) =>
      callEndpoint(reminderEndpoints.upcoming, { params: { userId }, signal }),
    enabled: userId !== "",
  });
}

/** PUT /api/user/{userId}/reminders. */
export function useSaveReminders(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) =>
      callEndpoint(reminderEndpoints.put, { params: { userId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(remindersKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: upcomingKey(userId) });
    },
  });
}

/** What this browser can do about push. */
export type PushSupport = "ready" | "install-first" | "unsupported" | "blocked";

/** Whether this browser can get reminders, and if not, why (iOS needs the app installed first). */
export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const hasPush =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  if (!hasPush) return ios && !standalone ? "install-first" : "unsupported";
  if (Notification.permission === "denied") return "blocked";
  return "ready";
}

/**
 * Asks for permission (only ever after a tap), subscribes this browser with the server's key and
 * keeps the subscription for the signed-in login. Answers false when permission was refused.
 */
export async function turnOnThisDevice(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return false;
  const { publicKey } = await callEndpoint(pushEndpoints.key, {});
  if (!publicKey) throw new Error("Reminders are not set up on this server yet.");
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  const json = subscription.toJSON();
  await callEndpoint(pushEndpoints.subscribe, {
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    },
  });
  return true;
}

/** Whether this browser already has a push subscription. */
export async function thisDeviceIsOn(): Promise<boolean> {
  if (pushSupport() !== "ready" || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** POST /api/push/test: one notification to this login's devices now. */
export function sendTestReminder() {
  return callEndpoint(pushEndpoints.test, {});
}
