export { SurveyQuestion, ratingWords, type SurveyQuestionData, type SurveyQuestionProps } from './SurveyQuestion';
