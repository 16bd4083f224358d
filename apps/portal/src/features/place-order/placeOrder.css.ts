import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The title row and its links: wide apart side by side, close when they wrap under the title on a phone. */
export const titleGaps = style({ rowGap: vars.space.xsmall, columnGap: vars.space.large });
