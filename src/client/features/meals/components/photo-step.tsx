import { Camera } from "lucide-react";
import { Button } from "../../../components/ui/button";

/**
 * SLOT: the photo step of the meal modal (SPEC 2 "Photo capture or upload": empty, analyzing,
 * result). A later feature wires this area to POST /api/upload-photo and fills the meal form's
 * detected foods and aiConfidence. Until then the button is shown but off: nothing is
 * recognised and no photo is taken.
 */
export function PhotoStep() {
  return (
    <section
      aria-label="Photo clues"
      className="flex items-center gap-3 rounded-3xl border-[3px] border-dashed border-brand-300 bg-brand-50 p-3"
    >
      <Button variant="outline" size="sm" disabled className="shrink-0">
        <Camera aria-hidden="true" className="size-5" strokeWidth={2.5} />
        Snap a photo
      </Button>
      <p className="text-sm leading-snug font-bold text-ink-soft">
        Photo clues are coming soon! For now, add your foods by hand.
      </p>
    </section>
  );
}
