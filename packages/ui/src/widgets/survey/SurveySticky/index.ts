export { SurveySticky, type SurveyStickyProps } from './SurveySticky';
