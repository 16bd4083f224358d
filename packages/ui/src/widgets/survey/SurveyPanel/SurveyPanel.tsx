import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import { Box, Stack } from '../../../primitives/Box';
import { IconButton } from '../../../primitives/IconButton';
import { Modal } from '../../../primitives/Modal';
import { sprinkles } from '../../../theme';
import * as css from './SurveyPanel.css';

/** Props of `SurveyPanel`. */
export interface SurveyPanelProps {
  isOpen: boolean;
  /** The close button or Escape: mid-survey the caller shows the come-back-later message (§4 Survey). */
  onClose: () => void;
  /** The panel's heading, which names the dialog. @default 'Survey' */
  title?: string;
  /** Something is being sent: the close button, Escape and outside clicks do nothing meanwhile. @default false */
  isBusy?: boolean;
  /** The step: a `SurveyQuestion` or the `SurveyEnd` screen. */
  children: ReactNode;
}

/**
 * The survey's side panel (§2.12): a react-aria modal Dialog that slides in from the right on desktop and
 * up from the bottom on phones (the `side` placement of `Modal`), with its heading and a 'Close survey'
 * button, holding one step at a time. Focus moves into it and returns on close. Its code loads with the
 * overlay layer. `data-survey-panel` on the dialog; `data-busy` while something is sent.
 */
export function SurveyPanel({ isOpen, onClose, title = 'Survey', isBusy = false, children }: SurveyPanelProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && !isBusy && onClose()} placement="side" isDismissable={!isBusy}>
      <RACDialog className={`${sprinkles({ display: 'flex', flexDirection: 'column' })} ${css.dialog}`} data-survey-panel="" data-busy={isBusy || undefined}>
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="small" className={css.header}>
          <Heading slot="title" className={css.title}>{title}</Heading>
          <IconButton icon="close" aria-label="Close survey" onPress={onClose} isDisabled={isBusy} />
        </Box>
        <Stack gap="medium" padding="large">{children}</Stack>
      </RACDialog>
    </Modal>
  );
}
