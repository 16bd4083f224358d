import { Box } from '../../../primitives/Box';
import { Skeleton } from '../../../primitives/Skeleton';
import { visuallyHidden } from '../../../theme';
import * as css from './HomePodCarousel.css';

/**
 * The room of the `HomePodCarousel` while its pods (or its code) load: one pod's box, picture and
 * panel, and the controls' row, busy for assistive technology. Kept apart from the carousel so a page can
 * show it before the carousel's code arrives. `data-state="loading"`.
 */
export function HomePodsSkeleton() {
  return (
    <Box display="flex" flexDirection="column" minWidth={0} aria-busy="true" data-state="loading">
      <span className={visuallyHidden} role="status">Loading featured content</span>
      <div className={css.pod}>
        <div className={css.picture} />
        <Box
          display="flex" flexDirection="column" justifyContent="center" alignItems="flex-start" gap={{ mobile: 'xsmall', tablet: 'small' }}
          padding={{ mobile: 'medium', tablet: 'xlarge' }} minWidth={0} className={css.panel}
        >
          <Skeleton width="60%" height={22} />
          <Skeleton width="90%" height={16} />
          <Skeleton width={140} height={44} shape="block" />
        </Box>
      </div>
      <div className={css.controlsSpacer} />
    </Box>
  );
}
