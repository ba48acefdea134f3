/**
 * SLOT: the Detective Discovery card (SPEC 2: pending patterns on the home dashboard) belongs
 * to the patterns feature, which is not built yet. It renders here, between the quick actions
 * and the log, once GET /api/patterns/{userId} exists on the client.
 */
export function DetectiveDiscoverySlot(_props: { userId: string }) {
  return null;
}
