import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

const desktop = 'screen and (min-width: 932px)';
const mobile = 'screen and (max-width: 931px)';

export const header = style({ background: vars.color.background.brand, color: vars.color.text.inverse });
export const headerInner = style({ maxWidth: 1440, margin: '0 auto', display: 'flex', alignItems: 'center', gap: vars.space.medium, padding: `0 ${vars.space.medium}`, minHeight: 64, '@media': { [mobile]: { gap: vars.space.xsmall, padding: `0 ${vars.space.small}` } } });
export const logo = style({ color: vars.color.text.inverse, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.large, textDecoration: 'none', whiteSpace: 'nowrap', outlineOffset: 2, '@media': { [mobile]: { fontSize: vars.font.size.body } } });
export const nav = style({ display: 'flex', gap: vars.space.xxsmall, flex: 1, '@media': { [mobile]: { display: 'none' } } });
export const navLink = style({
  color: vars.color.text.inverse, textDecoration: 'none', padding: `${vars.space.xsmall} ${vars.space.small}`, borderRadius: vars.radius.small,
  minHeight: vars.size.touch, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small,
  selectors: { '&[data-hovered]': { background: vars.color.background.brandHover }, '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.background.accent}` } },
});
export const star = style({ color: vars.color.text.accent });
export const spacer = style({ flex: 1, '@media': { [desktop]: { display: 'none' } } });
export const cartLink = style([navLink, { border: `1px solid rgba(255,255,255,.35)`, gap: vars.space.xsmall, whiteSpace: 'nowrap', '@media': { [mobile]: { padding: `0 ${vars.space.xsmall}` } } }]);
/** Text that phones do not show (still read by screen readers). */
export const phoneHidden = style({
  '@media': { [mobile]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const badge = style({ background: vars.color.background.accent, color: vars.color.background.brand, borderRadius: vars.radius.full, minWidth: 22, height: 22, padding: '0 6px', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.bold });
export const menuButton = style({
  background: 'transparent', color: vars.color.text.inverse, border: `1px solid rgba(255,255,255,.35)`, borderRadius: vars.radius.small,
  minHeight: vars.size.touch, minWidth: vars.size.touch, padding: `0 ${vars.space.small}`, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, cursor: 'pointer', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 4,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.background.accent}` } },
});
export const hamburger = style([menuButton, { '@media': { [desktop]: { display: 'none' } } }]);
export const popover = style({ background: vars.color.background.card, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog, minWidth: 200, padding: vars.space.xxsmall, outline: 'none' });
export const menuItem = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xsmall, padding: `${vars.space.small} ${vars.space.medium}`, borderRadius: vars.radius.small, color: vars.color.text.primary, cursor: 'pointer', outline: 'none', textDecoration: 'none', minHeight: vars.size.touch,
  selectors: { '&[data-focused]': { background: vars.color.background.interactiveTint } },
});

export const infoBar = style({ background: vars.color.background.card, borderBottom: `1px solid ${vars.color.border.default}` });
export const infoInner = style({ maxWidth: 1440, margin: '0 auto', padding: `${vars.space.xsmall} ${vars.space.medium}`, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.large, rowGap: vars.space.xxsmall, fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const infoStrong = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.semibold });
export const linkButton = style({
  background: 'none', border: 'none', padding: `${vars.space.xxsmall}`, color: vars.color.text.interactive, textDecoration: 'underline', cursor: 'pointer', font: 'inherit', minHeight: 32,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}` } },
});
export const inlineLink = style({ color: vars.color.text.interactive, textDecoration: 'underline', selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}` } } });
export const editing = style({ background: vars.color.background.cautionTint, color: vars.color.text.caution, padding: `${vars.space.xsmall} ${vars.space.medium}`, textAlign: 'center', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const footer = style({ background: vars.color.background.brand, color: vars.color.text.inverse, marginTop: vars.space.xxlarge });
export const footerInner = style({ maxWidth: 1440, margin: '0 auto', padding: `${vars.space.xlarge} ${vars.space.medium}`, display: 'grid', gap: vars.space.large, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' });
export const footerGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const footerHeading = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.bold, textTransform: 'uppercase', letterSpacing: '.04em', color: vars.color.text.accent, margin: 0 });
export const footerLink = style({ color: vars.color.text.inverse, textDecoration: 'none', fontSize: vars.font.size.small, padding: '4px 0', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } });
export const footerLegal = style({ maxWidth: 1440, margin: '0 auto', padding: `${vars.space.medium}`, borderTop: '1px solid rgba(255,255,255,.2)', fontSize: vars.font.size.xsmall, display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, justifyContent: 'space-between' });

export const publicPage = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: vars.space.large, padding: vars.space.medium, background: `linear-gradient(160deg, ${vars.color.background.brand} 0%, #13335C 55%, ${vars.color.background.page} 55%)` });
export const publicCard = style({ width: '100%', maxWidth: 420, background: vars.color.background.card, borderRadius: vars.radius.large, boxShadow: vars.shadow.dialog, padding: vars.space.xlarge, display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const publicTitle = style({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold });
export const publicNote = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, textAlign: 'center', maxWidth: 420 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const errorPage = style({ maxWidth: 640, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.medium}`, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'center' });
export const errorCode = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, color: vars.color.text.interactive });
export const backToTop = style({ position: 'fixed', right: vars.space.medium, bottom: vars.space.medium, zIndex: 50 });
export const notice = style({ maxWidth: 1440, margin: `${vars.space.medium} auto 0`, padding: `0 ${vars.space.medium}` });
export const strip = style({ background: vars.color.background.interactiveTint, color: vars.color.text.primary, borderBottom: `1px solid ${vars.color.border.default}` });
export const stripInner = style({ maxWidth: 1440, margin: '0 auto', padding: `${vars.space.xsmall} ${vars.space.medium}`, display: 'flex', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.size.small });
