import { Box, Stack } from '../../../primitives/Box';
import { Button } from '../../../primitives/Button';
import { IconButton } from '../../../primitives/IconButton';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { corner, cornerText } from '../shared/corner.css';
import * as css from './SurveySticky.css';

/** Props of `SurveySticky`. */
export interface SurveyStickyProps {
  /** The reminder, server HTML (§3 StickyHtml); sanitised here. */
  stickyHtml: string;
  /** 'Continue survey': back to the first unanswered question. */
  onContinue: () => void;
  /** 'Close survey': the survey is not offered again (reported as closed from the sticky panel). */
  onClose: () => void;
}

/**
 * The sticky 'continue' panel (§2.12), shown instead of the intro to someone who left a survey part-way:
 * a small non-modal region 'Survey' in the bottom-left corner (above the cart's bottom bar on phones and
 * clear of the back-to-top button) with StickyHtml, 'Continue survey' and a close button. It never takes
 * focus by itself. `data-survey-sticky` on the region.
 */
export function SurveySticky({ stickyHtml, onContinue, onClose }: SurveyStickyProps) {
  return (
    <Stack as="section" gap="xsmall" className={corner} aria-label="Survey" data-survey-sticky="">
      <Box display="flex" alignItems="center" gap="xsmall">
        <SafeHtml html={stickyHtml} className={cornerText} />
        <span className={css.close}>
          <IconButton icon="close" aria-label="Close survey" onPress={onClose} />
        </span>
      </Box>
      <Button size="medium" onPress={onContinue}>Continue survey</Button>
    </Stack>
  );
}
