export { CategoryChips, type CategoryChipsProps } from './CategoryChips';
