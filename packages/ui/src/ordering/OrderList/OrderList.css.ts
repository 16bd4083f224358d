import { style } from '@vanilla-extract/css';
import { vars, media, visuallyHiddenRules } from '../../theme';

/**
 * A table from 768 px; below, each row becomes a card (number and status, date and total, outers and
 * invoice) while keeping the table's semantics, so one markup serves both.
 */
export const wrap = style({ border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium, background: vars.color.background.card, overflow: 'hidden', '@media': { [media.phone]: { border: 'none', background: 'transparent', overflow: 'visible' } } });
export const table = style({
  width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums',
  '@media': { [media.phone]: { display: 'block' } },
});
export const header = style({
  '@media': { [media.phone]: visuallyHiddenRules },
});
export const column = style({
  textAlign: 'left', padding: `${vars.space.small} ${vars.space.medium}`, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary, background: vars.color.background.page, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'right' } },
});
export const body = style({ '@media': { [media.phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall } } });
export const row = style({
  selectors: {
    '&:hover': { background: vars.color.background.page },
  },
  '@media': {
    [media.phone]: {
      display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xxsmall} ${vars.space.small}`, padding: vars.space.medium,
      background: vars.color.background.card, border: `${vars.borderWidth.standard} solid ${vars.color.border.default}`, borderRadius: vars.radius.medium,
      gridTemplateAreas: '"number status" "date total" "items items" "invoice invoice" "actions actions"',
    },
  },
});
export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`, verticalAlign: 'middle', textAlign: 'left', fontWeight: vars.font.weight.regular,
  selectors: {
    '&[data-align="end"]': { textAlign: 'right' },
    'tr:not(:last-child) > &': { borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.default}` },
  },
  '@media': {
    [media.phone]: {
      display: 'block', padding: 0, border: 'none',
      selectors: {
        'tr:not(:last-child) > &': { borderBottom: 'none' },
        '&[data-area="number"]': { gridArea: 'number', fontSize: vars.font.size.large },
        '&[data-area="status"]': { gridArea: 'status', justifySelf: 'end' },
        '&[data-area="date"]': { gridArea: 'date', color: vars.color.text.secondary, fontSize: vars.font.size.small },
        '&[data-area="total"]': { gridArea: 'total', fontWeight: vars.font.weight.bold },
        '&[data-area="items"]': { gridArea: 'items', textAlign: 'left', fontSize: vars.font.size.small, color: vars.color.text.secondary },
        '&[data-area="invoice"]': { gridArea: 'invoice', textAlign: 'left', marginTop: vars.space.xsmall },
        '&[data-area="actions"]': { gridArea: 'actions', textAlign: 'left' },
      },
    },
  },
});
/** Words a card needs that the table's header gives on desktop. */
export const phoneOnly = style({ display: 'none', '@media': { [media.phone]: { display: 'inline' } } });
/** The invoice cell of a cancelled order: no document (ADR 0001). */
export const none = style({ color: vars.color.text.secondary });
/** An accepted claim's credit note under the invoice button. */
export const creditNote = style({ marginTop: vars.space.xxsmall });
