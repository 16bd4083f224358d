import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

const desktop = 'screen and (min-width: 932px)';

export const stepper = style({ display: 'inline-flex', alignItems: 'stretch', border: `1px solid ${vars.color.border.strong}`, borderRadius: vars.radius.small, background: vars.color.background.card, overflow: 'hidden' });
export const stepButton = style({
  minWidth: vars.size.touch, minHeight: vars.size.touch, border: 'none', background: vars.color.background.neutral, color: vars.color.text.primary, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.background.neutralHover }, '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' }, '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: -3 } },
});
export const stepInput = style({ width: 56, border: 'none', textAlign: 'center', fontSize: vars.font.size.body, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', fontFamily: 'inherit', color: vars.color.text.primary, selectors: { '&:focus': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: -3 } } });
export const stepperField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, alignItems: 'flex-end' });
export const fieldError = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.critical, maxWidth: 220, textAlign: 'right' });
export const saving = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid', gap: vars.space.small, padding: vars.space.medium, background: vars.color.background.card, border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
  gridTemplateColumns: '64px 1fr', gridTemplateAreas: '"img info" "img price" "img tags" "stepper stepper"',
  contentVisibility: 'auto', containIntrinsicSize: 'auto 180px',
  '@media': { [desktop]: { gridTemplateColumns: '64px minmax(0, 2.4fr) minmax(0, 1.2fr) auto', gridTemplateAreas: '"img info price stepper" "img tags tags stepper"', alignItems: 'center', containIntrinsicSize: 'auto 110px' } },
});
export const itemMuted = style({ background: vars.color.background.page, opacity: 0.85 });
export const image = style({ gridArea: 'img', width: 64, height: 64, objectFit: 'contain', borderRadius: vars.radius.small, background: vars.color.background.page });
export const info = style({ gridArea: 'info', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const lineInfo = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const name = style({ fontSize: vars.font.size.body, fontWeight: vars.font.weight.bold, color: vars.color.text.primary, overflowWrap: 'anywhere', margin: 0 });
export const meta = style({ fontSize: vars.font.size.small, color: vars.color.text.secondary });
export const priceBlock = style({ gridArea: 'price', display: 'flex', flexDirection: 'column', fontSize: vars.font.size.small, color: vars.color.text.secondary, '@media': { [desktop]: { alignItems: 'flex-end' } } });
export const priceMain = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
export const tags = style({ gridArea: 'tags', display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall, alignItems: 'center' });
export const minimum = style({ fontSize: vars.font.size.xsmall, color: vars.color.text.secondary, width: '100%' });
export const stepperArea = style({ gridArea: 'stepper', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.small });
export const inCart = style({ fontSize: vars.font.size.small, color: vars.color.text.positive, fontWeight: vars.font.weight.semibold });
export const outOfStock = style({ color: vars.color.text.critical, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.small });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'flex-end', marginBottom: vars.space.medium });
export const select = style({ minHeight: vars.size.touch, padding: `0 ${vars.space.small}`, borderRadius: vars.radius.small, border: `1px solid ${vars.color.border.strong}`, background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.body, display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, cursor: 'pointer', color: vars.color.text.primary });
export const fieldLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, display: 'block', marginBottom: vars.space.xxsmall });
export const popover = style({ background: vars.color.background.card, borderRadius: vars.radius.medium, boxShadow: vars.shadow.dialog, padding: vars.space.xxsmall, minWidth: 'var(--trigger-width)', outline: 'none' });
export const option = style({ padding: `${vars.space.small} ${vars.space.medium}`, borderRadius: vars.radius.small, cursor: 'pointer', outline: 'none', selectors: { '&[data-focused]': { background: vars.color.background.interactiveTint }, '&[data-selected]': { fontWeight: vars.font.weight.bold } } });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, minHeight: vars.size.touch, cursor: 'pointer', selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}` } } });
export const box = style({ width: 20, height: 20, borderRadius: 4, border: `2px solid ${vars.color.border.strong}`, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: vars.color.text.inverse, fontSize: 14, selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.background.interactive, borderColor: vars.color.background.interactive } } });

export const steps = style({ display: 'flex', gap: vars.space.xsmall, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.large}`, counterReset: 'step', flexWrap: 'wrap' });
export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, padding: `${vars.space.xsmall} ${vars.space.medium}`, borderRadius: vars.radius.full, background: vars.color.background.neutral, color: vars.color.text.secondary, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, selectors: { '&[aria-current="step"]': { background: vars.color.background.brand, color: vars.color.text.inverse } } });
export const stepDone = style({ background: vars.color.background.positiveTint, color: vars.color.text.positive });

export const cartLayout = style({ display: 'grid', gap: vars.space.large, '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } } });
export const cartLine = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.small, padding: vars.space.medium, background: vars.color.background.card, border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, alignItems: 'center', '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto auto' } } });
export const lineTotal = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: 100, textAlign: 'right' });
export const summary = style({
  background: vars.color.background.card, border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, padding: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.small, boxShadow: vars.shadow.card,
  '@media': { [desktop]: { position: 'sticky', top: vars.space.medium }, 'screen and (max-width: 931px)': { position: 'sticky', bottom: 0, borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0` } },
});
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', fontVariantNumeric: 'tabular-nums', margin: 0 });
export const summaryTotal = style([summaryRow, { fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, borderTop: `1px solid ${vars.color.border.default}`, paddingTop: vars.space.small }]);
export const empty = style({ padding: vars.space.xlarge, textAlign: 'center', background: vars.color.background.card, borderRadius: vars.radius.medium, border: `1px dashed ${vars.color.border.strong}`, display: 'flex', flexDirection: 'column', gap: vars.space.small, alignItems: 'center' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const chip = style({ minHeight: vars.size.touch, padding: `0 ${vars.space.medium}`, borderRadius: vars.radius.full, border: `1px solid ${vars.color.border.strong}`, background: vars.color.background.card, fontFamily: 'inherit', fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, cursor: 'pointer', color: vars.color.text.primary, selectors: { '&[data-selected]': { background: vars.color.background.brand, color: vars.color.text.inverse, borderColor: vars.color.background.brand }, '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 } } });
export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.background.card, borderRadius: vars.radius.medium, overflow: 'hidden', fontVariantNumeric: 'tabular-nums' });
export const th = style({ textAlign: 'left', padding: vars.space.small, fontSize: vars.font.size.small, color: vars.color.text.secondary, borderBottom: `1px solid ${vars.color.border.default}`, background: vars.color.background.page });
export const td = style({ padding: vars.space.small, borderBottom: `1px solid ${vars.color.border.default}`, verticalAlign: 'middle' });
export const link = style({ color: vars.color.text.interactive, fontWeight: vars.font.weight.semibold, selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}` } } });
export const orderTableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border.default}`, borderRadius: vars.radius.medium });
export const hideOnPhone = style({ '@media': { 'screen and (max-width: 767px)': { display: 'none' } } });
