export { TourStep, type TourStepProps } from './TourStep';
