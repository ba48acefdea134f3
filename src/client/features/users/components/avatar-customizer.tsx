import { Button } from "../../../components/ui/button";
import { GameDialog } from "../../../components/ui/dialog";

/**
 * SLOT: the avatar customizer (SPEC 2: tabs Preset Styles, My Photo, Accessories, Backgrounds)
 * is a later feature; until then tapping the avatar says it is on its way.
 */
export function AvatarCustomizer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <GameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Avatar customizer coming soon"
      emoji="🎨"
      tint="bg-pink-200"
    >
      <div className="pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center">
        <p aria-hidden="true" className="font-emoji text-6xl tracking-widest">
          🦊🐼🦄🤖
        </p>
        <p className="mx-auto mt-4 max-w-sm text-lg font-bold text-ink-soft">
          Soon you can pick a character, add a hat or crown, and choose a background for your
          detective. Keep solving cases!
        </p>
        <Button size="lg" block className="mt-6" onClick={() => onOpenChange(false)}>
          Got it!
        </Button>
      </div>
    </GameDialog>
  );
}
