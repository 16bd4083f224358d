import type { ReactNode } from 'react';
import { Stack } from '../../primitives/Box';
import { Text } from '../../primitives/Text';
import * as css from './shared.css';

/** An empty state: a title in the spec's words, an optional line and the next step (a link or button). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap="small" alignItems="center" className={css.emptyState} data-empty="">
      <Text as="p" size="large" weight="medium" tone="primary">{title}</Text>
      {children && <Text as="p" size="small" tone="secondary">{children}</Text>}
      {action}
    </Stack>
  );
}
