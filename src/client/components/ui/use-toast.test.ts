import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, toast } from "./use-toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps one toast at a time: the newest", () => {
    toast({ title: "Welcome back!", description: "Logged in as ada" });
    toast({ title: "Logged out", description: "See you next time, Detective!" });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: "Logged out", open: true });
  });

  it("closes a dismissed toast, then removes it after its exit animation", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "Login failed", variant: "destructive" });
    dismissToast(shown.id);
    expect(currentToasts()[0]).toMatchObject({ id: shown.id, open: false });
    vi.advanceTimersByTime(300);
    expect(currentToasts()).toHaveLength(0);
  });
});
