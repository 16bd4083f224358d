import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The introduction reads at prose width. */
export const text = style({ maxWidth: vars.width.prose });
/** The links row: wide apart side by side, close when they wrap on a phone. */
export const links = style({ rowGap: vars.space.xsmall, columnGap: vars.space.large });
export const report = style({ scrollMarginTop: vars.space.xxxlarge });
