import type { ReactNode } from 'react';
import { Box, Stack } from '../Box';
import { Icon, type IconName } from '../Icon';
import { Text } from '../Text';
import * as css from './InlineMessage.css';

/** Message tones: neutral, info (blue), critical (errors), positive (done), caution (warnings). */
export const inlineMessageTones = ['neutral', 'info', 'critical', 'positive', 'caution'] as const;
export type InlineMessageTone = (typeof inlineMessageTones)[number];

const icons: Record<InlineMessageTone, IconName | null> = { neutral: null, info: 'info', critical: 'alert', positive: 'check', caution: 'alert' };

export interface InlineMessageProps {
  /** @default 'neutral' */
  tone?: InlineMessageTone;
  /** Optional bold first line. */
  title?: string;
  children?: ReactNode;
}

/**
 * An inline message or alert, in the spec's words (§5, §8). Critical messages use role=alert so they
 * are announced at once; the others role=status (polite).
 */
export function InlineMessage({ tone = 'neutral', title, children }: InlineMessageProps) {
  const icon = icons[tone];
  return (
    <Box display="flex" gap="small" alignItems="flex-start" role={tone === 'critical' ? 'alert' : 'status'} className={css.message({ tone })}>
      {icon && <Icon name={icon} size={18} className={css.icon} />}
      <Stack gap="xxsmall" minWidth={0} className={css.content}>
        {title && <Text weight="strong">{title}</Text>}
        {children && <div>{children}</div>}
      </Stack>
    </Box>
  );
}
