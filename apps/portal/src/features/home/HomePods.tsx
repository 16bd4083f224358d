/**
 * Home's pod carousel (§2.9) in a chunk of its own (ADR 0022): its code (Embla, DOMPurify) is the
 * heaviest of the page and it sits below the cards, hero and downloads, so it loads after the first paint
 * instead of in it. HomePage asks for the pods at once; this only draws them.
 */
import { HomePodCarousel } from '@trade-portal/ui';
import type { HomePod } from '@trade-portal/api-client';

/** Props of `HomePods`: the pods (GET /api/Cms/HomePods) once loaded. */
export interface HomePodsProps {
  pods: readonly HomePod[];
}

/** The home pod carousel (§2.9), or nothing when there are no pods. */
export default function HomePods({ pods }: HomePodsProps) {
  return pods.length > 0 ? <HomePodCarousel pods={pods} /> : null;
}
