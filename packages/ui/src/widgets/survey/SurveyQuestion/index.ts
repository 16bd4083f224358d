export { SurveyQuestion, ratingWords, type SurveyAnswerData, type SurveyQuestionData, type SurveyQuestionProps } from './SurveyQuestion';
