import { style } from '@vanilla-extract/css';
import { vars } from '@trade-portal/ui';

/** The form keeps a readable width on desktop (two 12–14 character codes need no more) and fills a phone. */
export const narrowForm = style({ maxWidth: vars.width.formWide, width: '100%' });
