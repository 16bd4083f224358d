import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** An inline message's look (its accent bar and tint by tone), with the buttons on its line. */
export const message = style({
  padding: `${vars.space.xsmall} ${vars.space.small} ${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.small, borderLeft: `${vars.borderWidth.heavy} solid`, overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="positive"]': { background: vars.color.background.positiveTint, color: vars.color.text.positive, borderColor: vars.color.text.positive },
    '&[data-tone="critical"]': { background: vars.color.background.criticalTint, color: vars.color.text.critical, borderColor: vars.color.text.critical },
  },
});
export const icon = style({ flexShrink: 0 });
/** The words take the room the buttons leave. */
export const text = style({ flex: '1 1 12rem' });
