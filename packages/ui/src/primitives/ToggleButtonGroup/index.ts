export { ToggleButtonGroup, type ToggleButtonGroupItem, type ToggleButtonGroupProps } from './ToggleButtonGroup';
