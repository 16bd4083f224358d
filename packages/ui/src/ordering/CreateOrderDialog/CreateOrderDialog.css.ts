import { style } from '@vanilla-extract/css';
import { vars, media, visuallyHidden } from '../../theme';

export const dialog = style({ padding: vars.space.large, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const head = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.small, marginTop: `calc(-1 * ${vars.space.xsmall})` });
export const title = style({
  margin: 0, paddingTop: vars.space.xsmall, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.heading, fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary, overflowWrap: 'anywhere',
});
export const body = style({ margin: 0, color: vars.color.text.secondary, display: 'flex', gap: vars.space.xsmall, alignItems: 'flex-start' });
/** The gold star beside text, as the header's My Stock Card link (gold is never text on white). */
export const star = style({ color: vars.color.background.accent, display: 'inline-flex', paddingTop: 2 });
/** The testimonial panel: a quiet tinted card with an accent bar. */
export const testimonial = style({
  margin: 0, padding: vars.space.medium, borderRadius: vars.radius.medium, background: vars.color.background.interactiveTint,
  borderLeft: `${vars.borderWidth.heavy} solid ${vars.color.background.accent}`, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall,
});
export const quote = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.text, color: vars.color.text.primary, fontStyle: 'italic' });
export const caption = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
/** Primary last (right) on wide dialogs; stacked full width on phones, primary first under the thumb. */
export const actions = style({
  display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: vars.space.xsmall,
  '@media': { [media.phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});
export const whatIsThis = style({ marginRight: 'auto', '@media': { [media.phone]: { marginRight: 0 } } });
export const hint = visuallyHidden;
