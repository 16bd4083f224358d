export { SurveyPanel, type SurveyPanelProps } from './SurveyPanel';
