import { style } from '@vanilla-extract/css';

/** The form keeps a readable width on desktop (two 12–14 character codes need no more) and fills a phone. */
export const narrowForm = style({ maxWidth: 480, width: '100%' });
