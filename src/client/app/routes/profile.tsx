import { ComingSoon } from "../../components/coming-soon";
import { usePageMeta } from "../../lib/page-meta";

export function ProfileRoute() {
  usePageMeta(
    "My Profile",
    "Your detective profile: avatar, level, points, streak, email, age and secret code settings.",
  );
  return (
    <ComingSoon
      emoji="🪪"
      title="My Profile"
      description="Your detective ID card, profile details and secret code settings are being prepared."
    />
  );
}
