import { Lock } from "lucide-react";
import { isLabToolUnlocked, LAB_TOOLS } from "../../../../domain/game";
import { Card } from "../../../components/ui/card";
import { t } from "../../../lib/i18n";

/** The Detective's Lab: six tools that unlock as the detective levels up (SPEC 9). */
export function DetectivesLab({ level }: { level: number }) {
  const unlocked = LAB_TOOLS.filter((tool) => isLabToolUnlocked(tool, level)).length;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-xl font-black">
          <span aria-hidden="true" className="font-emoji">
            🧪
          </span>
          {t("dashboard.labTitle")}
        </h2>
        <p className="text-sm font-black text-ink-soft">
          {t("dashboard.toolsCount", { unlocked, count: LAB_TOOLS.length })}
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-2.5">
        {LAB_TOOLS.map((tool) => {
          const open = isLabToolUnlocked(tool, level);
          return (
            <li
              key={tool.key}
              className={`relative flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-[3px] p-2 text-center ${
                open ? "border-ink bg-brand-100" : "border-dashed border-ink/25 bg-ink/5"
              }`}
            >
              <span
                aria-hidden="true"
                className={`font-emoji text-3xl ${open ? "" : "opacity-40 grayscale"}`}
              >
                {tool.emoji}
              </span>
              <span className="text-sm leading-tight font-extrabold">{tool.name}</span>
              <span className={`text-xs font-black ${open ? "text-emerald-800" : "text-ink-soft"}`}>
                {open ? t("dashboard.unlocked") : t("dashboard.levelN", { level: tool.level })}
              </span>
              {open ? null : (
                <Lock
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 size-4 text-ink-soft"
                  strokeWidth={2.75}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
