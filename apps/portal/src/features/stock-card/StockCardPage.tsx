import { Stack } from '@trade-portal/ui';
import * as css from '../../shell/layout.css';

/** /stock-card, 'My Stock Card' (§1, §2.1): the account's saved products for quick ordering. */
export default function StockCardPage() {
  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>My Stock Card</h1>
    </Stack>
  );
}
