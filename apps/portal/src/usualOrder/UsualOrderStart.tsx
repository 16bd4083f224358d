import { useState } from 'react';
import { Box, Button } from '@trade-portal/ui';
import UsualOrderFlow from './UsualOrderFlow';

/**
 * 'Start from my usual order' on /place-order and /cart (ADR 0041): the button, and once
 * pressed the usual-order dialog and the 'Added … Undo' line beside it (`UsualOrderFlow`, loaded then).
 * Only for stores that may see their orders: the pages that show it are closed to Tier 3 (§6), and the
 * caller leaves it out there as well. The pages load it beside themselves (`lazy`, with a stand-in of its
 * size), so their first download does not carry it; the dialog's own code loads when it opens.
 */
export default function UsualOrderStart() {
  const [isOpen, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="small">
      <Button
        variant="secondary"
        onPress={() => {
          setStarted(true);
          setOpen(true);
        }}
      >
        Start from my usual order
      </Button>
      {started && <UsualOrderFlow isOpen={isOpen} onClose={() => setOpen(false)} />}
    </Box>
  );
}
