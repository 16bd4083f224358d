import { visuallyHidden } from '../../theme';
import * as field from '../TextField/TextField.css';

/**
 * A required Select's mark in its label: the asterisk of a required text field (hidden from screen
 * readers, as there) and '(required)' for screen readers, since the trigger is a button, which cannot
 * carry `aria-required`: the label is part of its name, so the name says it.
 */
export function RequiredMark() {
  return (
    <>
      <span className={field.required} aria-hidden="true">*</span>
      <span className={visuallyHidden}> (required)</span>
    </>
  );
}
