import { Spinner } from '../../primitives/Spinner';
import * as css from './ConnectionNotice.css';

export interface ConnectionNoticeProps {
  /** Whether the server cannot be reached right now; nothing renders otherwise. */
  isUnreachable: boolean;
}

/**
 * The calm notice of a server out of reach while the retailer edits the cart (ADR 0026): the changes stay
 * on the page as made and are saved once the server answers. A polite live region, fixed below the
 * header so the page does not move; it goes when the first change is saved.
 */
export function ConnectionNotice({ isUnreachable }: ConnectionNoticeProps) {
  return (
    <div role="status" aria-live="polite" className={css.region}>
      {isUnreachable && (
        <p className={css.notice}>
          <Spinner size="small" isDecorative />
          <span>
            <strong className={css.title}>We can&apos;t reach the server right now.</strong> Your changes are kept on this page and will be saved as soon as it
            answers. Retrying…
          </span>
        </p>
      )}
    </div>
  );
}
