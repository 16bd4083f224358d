export { CutOffCountdown, EditableUntilNote } from './OrderCutOff';
export type { CutOffCountdownProps, EditableUntilNoteProps } from './OrderCutOff';
