import { HeartPulse } from "lucide-react";
import {
  ALARM_SIGNS_ADVICE,
  ALARM_SIGNS_NOTE,
  alarmSignLine,
  profileSignLine,
} from "../../../../domain/alarm-signs";
import { useAlarmSigns } from "../api/get-alarm-signs";
import { useProfileSigns } from "../api/school-and-signs";

/**
 * The calm card at the top of the parent page once any alarm sign is logged on an event or
 * noted in the child's history (ADR 062): what to do, what and when; no reading of what it means.
 */
export function AlarmSignsCard({ userId }: { userId: string }) {
  const { data } = useAlarmSigns(userId);
  const { data: history } = useProfileSigns(userId);
  const signs = data?.signs ?? [];
  const noted = history?.signs ?? [];
  if (signs.length === 0 && noted.length === 0) return null;
  return (
    <section
      aria-labelledby="alarm-signs-title"
      className="rounded-3xl border-[3px] border-ink bg-sky-50 p-5 shadow-pop-ink"
    >
      <h2 id="alarm-signs-title" className="flex items-center gap-2 text-xl font-black">
        <HeartPulse aria-hidden="true" className="size-6 text-sky-700" />
        {ALARM_SIGNS_ADVICE}:
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-lg font-bold">
        {signs.map((sign) => (
          <li key={sign.sign}>{alarmSignLine(sign)}</li>
        ))}
        {noted.map((sign) => (
          <li key={sign.sign}>{profileSignLine(sign)}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-ink-soft">{ALARM_SIGNS_NOTE}</p>
    </section>
  );
}
