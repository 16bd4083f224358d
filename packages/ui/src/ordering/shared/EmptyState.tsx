import type { ReactNode } from 'react';
import * as css from './shared.css';

/** An empty state: a title in the spec's words, an optional line and the next step (a link or button). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={css.emptyState} data-empty="">
      <p className={css.emptyTitle}>{title}</p>
      {children && <p className={css.emptyText}>{children}</p>}
      {action}
    </div>
  );
}
