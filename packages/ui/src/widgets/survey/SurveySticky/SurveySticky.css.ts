import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarOffset, vars } from '../../../theme';
import { corner } from '../shared/corner.css';

export const close = style({ flexShrink: 0, marginRight: `calc(-1 * ${vars.space.xsmall})` });

/**
 * Height the sticky panel covers at the bottom of the screen: its padding, two lines of reminder, the gap,
 * the 44 px button, and the gutter under it. While the panel shows, the page ends with that much more
 * space, so its last controls (the footer's links, a form's button) can scroll clear of the panel.
 */
const stickyHeight = `calc(3 * ${vars.space.medium} + 2 * ${vars.font.size.small} * ${vars.font.lineHeight.text} + ${vars.space.xsmall} + ${vars.size.touch})`;
globalStyle(`body:has(${corner}[data-survey-sticky])`, { paddingBottom: `calc(${stickyHeight} + ${bottomBarOffset})` });
