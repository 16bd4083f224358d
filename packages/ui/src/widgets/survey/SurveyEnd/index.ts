export { SurveyEnd, surveyEndStates, type SurveyEndProps, type SurveyEndState } from './SurveyEnd';
