import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Fixed under the header, above the page and its sticky bars (dialogs, 100, stay above). */
export const region = style({
  position: 'fixed', left: '50%', transform: 'translateX(-50%)', top: `calc(${vars.size.header} + ${vars.space.small})`, zIndex: 60,
  width: 'max-content', maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
});

export const notice = style({
  display: 'flex', alignItems: 'center', gap: vars.space.small, margin: 0, padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.background.cautionTint, color: vars.color.text.primary, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog,
  border: `${vars.borderWidth.standard} solid ${vars.color.background.caution}`, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.text, maxWidth: '40rem',
});

export const title = style({ fontWeight: vars.font.weight.semibold });

/** A notice of several lines (the changed-cart outcome): Close stays at the top, by the title. */
export const noticeTall = style([notice, { alignItems: 'flex-start' }]);

/** A paragraph inside the notice (the changed-cart outcome holds a list too, so it is not one <p>). */
export const text = style({ margin: 0 });

/** The products that changed since a saved order was confirmed (issue 21). */
export const changes = style({ margin: `${vars.space.xsmall} 0`, paddingInlineStart: vars.space.large });

/** A saved order the server has accepted: the positive tint instead of caution. */
export const sent = style([notice, { alignItems: 'center', background: vars.color.background.positiveTint, borderColor: vars.color.background.positive }]);
