import { Stack } from '@trade-portal/ui';
import * as css from '../../shell/layout.css';

/** /set-eoid-fid (§1, §2.1, §5): submit the account's Track and Trace codes. */
export default function SetEoidFidPage() {
  return (
    <Stack gap="large">
      <h1 className={css.pageTitle}>Track and Trace codes</h1>
    </Stack>
  );
}
