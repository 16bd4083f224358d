import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ lineHeight: vars.font.lineHeight.text, overflowWrap: 'anywhere' });
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${root} ul, ${root} ol`, { paddingLeft: vars.space.large });
globalStyle(`${root} a`, { color: vars.color.text.interactive, textDecoration: 'underline' });
