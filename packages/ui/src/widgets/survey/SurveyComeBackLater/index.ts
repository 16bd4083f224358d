export { SurveyComeBackLater, comeBackLaterDefault, type SurveyComeBackLaterProps } from './SurveyComeBackLater';
