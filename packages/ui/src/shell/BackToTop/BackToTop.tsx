import { IconButton } from '../../primitives/IconButton';
import * as css from './BackToTop.css';

export interface BackToTopProps {
  /** Shown after more than 100 px of scroll, debounced 50 ms (§2.4); the portal computes it. */
  isVisible: boolean;
  /** Pressed: the portal scrolls to the top. */
  onPress: () => void;
}

/** The back-to-top button of §2.4, fixed bottom right; renders nothing while hidden. */
export function BackToTop({ isVisible, onPress }: BackToTopProps) {
  if (!isVisible) return null;
  return (
    <div className={css.wrap}>
      <IconButton variant="secondary" tone="accent" icon="arrowUp" aria-label="Back to top" onPress={onPress} />
    </div>
  );
}
