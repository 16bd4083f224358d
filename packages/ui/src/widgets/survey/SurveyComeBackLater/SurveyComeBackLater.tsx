import { Stack } from '../../../primitives/Box';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { corner, cornerText } from '../shared/corner.css';

/** The words shown when the server gives no OnClosePopupStickyHtml (§2.12). */
export const comeBackLaterDefault = 'You can come back to this survey later';

/** Props of `SurveyComeBackLater`. */
export interface SurveyComeBackLaterProps {
  /** The message, server HTML (§3 OnClosePopupStickyHtml); sanitised here. Empty: `comeBackLaterDefault`. */
  html?: string | null;
}

/**
 * The come-back-later message (§2.12, §4 Survey): shown after the survey is closed part-way, in the
 * survey's corner (bottom left, clear of the page's controls), as a polite `role="status"` so screen
 * readers announce it without moving focus. The caller removes it after 3 s (§9, the machine's
 * `comeBackLaterDelay`). `data-survey-come-back-later` on the status.
 */
export function SurveyComeBackLater({ html }: SurveyComeBackLaterProps) {
  return (
    <Stack gap="xsmall" role="status" className={corner} data-survey-come-back-later="">
      {html ? <SafeHtml html={html} className={cornerText} /> : <p className={cornerText}>{comeBackLaterDefault}</p>}
    </Stack>
  );
}
