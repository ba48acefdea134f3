import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type MessageKey, t } from "../../../lib/i18n";
import { useLoopAnimation } from "../hooks/use-loop-animation";

const STEPS: readonly MessageKey[] = ["photos.stepFoods", "photos.stepGroups", "photos.stepClues"];

/** The analyzing state: the photo under a sweeping scanner, a filling bar and cheerful steps. */
export function PhotoAnalyzing({ preview }: { preview: string }) {
  const beam = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  useLoopAnimation(beam, [{ transform: "translateY(-100%)" }, { transform: "translateY(420%)" }], {
    duration: 1600,
    iterations: Number.POSITIVE_INFINITY,
    direction: "alternate",
    easing: "ease-in-out",
  });
  // Recognition takes a second or two: the bar eases towards the end and waits there.
  useLoopAnimation(bar, [{ width: "8%" }, { width: "92%" }], {
    duration: 5000,
    easing: "cubic-bezier(0.2, 0.8, 0.2, 1)",
    fill: "forwards",
  });
  useEffect(() => {
    const timer = setInterval(() => setStep((n) => (n + 1) % STEPS.length), 1400);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="rounded-3xl border-[3px] border-ink bg-white p-4">
      <div className="relative mx-auto aspect-[4/3] w-full max-w-sm overflow-hidden rounded-2xl border-[3px] border-ink bg-ink">
        <img
          src={preview}
          alt={t("photos.yourMeal")}
          className="size-full object-cover opacity-80"
        />
        <div
          ref={beam}
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1/5 bg-gradient-to-b from-transparent via-sunny-300/70 to-transparent"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 grid size-14 place-items-center rounded-full border-[3px] border-ink bg-sunny-300 motion-safe:animate-wiggle"
        >
          <Search className="size-7 text-ink" strokeWidth={3} />
        </span>
      </div>
      <div role="status" className="mt-4 text-center">
        <p className="text-xl font-black">{t("photos.analyzing")}</p>
        <p aria-hidden="true" className="mt-0.5 text-base font-bold text-ink-soft">
          {t(STEPS[step] ?? "photos.stepFoods")}
        </p>
      </div>
      <div
        aria-hidden="true"
        className="mx-auto mt-3 h-4 max-w-sm overflow-hidden rounded-full border-2 border-ink bg-brand-50"
      >
        <div ref={bar} className="h-full w-3/5 rounded-full bg-brand-500" />
      </div>
    </div>
  );
}
