import { type RefObject, useEffect } from "react";

/**
 * Plays a Web Animation on an element while mounted, and not at all when the detective's
 * device asks for reduced motion (the element then simply stays still).
 */
export function useLoopAnimation(
  ref: RefObject<HTMLElement | null>,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
): void {
  // Keyframes and options are fixed per call site; serialising keeps the effect stable.
  const key = JSON.stringify([keyframes, options]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== "function") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const [frames, timing] = JSON.parse(key) as [Keyframe[], KeyframeAnimationOptions];
    const animation = element.animate(frames, timing);
    return () => animation.cancel();
  }, [ref, key]);
}
