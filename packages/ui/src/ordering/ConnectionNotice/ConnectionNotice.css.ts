import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Fixed under the header, above the page and its sticky bars (dialogs, 100, stay above). */
export const region = style({
  position: 'fixed', left: '50%', transform: 'translateX(-50%)', top: `calc(${vars.size.header} + ${vars.space.small})`, zIndex: 60,
  width: 'max-content', maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
});

export const notice = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.background.cautionTint, color: vars.color.text.primary, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog,
  border: `${vars.borderWidth.standard} solid ${vars.color.background.caution}`, lineHeight: vars.font.lineHeight.text, maxWidth: '40rem',
});

export const title = style({ fontWeight: vars.font.weight.semibold });

/** The products that changed since a saved order was confirmed. */
export const changes = style({ margin: `${vars.space.xsmall} 0`, paddingInlineStart: vars.space.large });

/** A saved order the server has accepted: the positive tint instead of caution. */
export const sent = style([notice, { background: vars.color.background.positiveTint, borderColor: vars.color.background.positive }]);
