export {
  currentQuestion, draftAnswers, maxSelections, surveyMachine, surveyProgress,
  type SubmitAnswerInput, type SubmitEmailInput, type SurveyAnswerValue, type SurveyContext, type SurveyEvent, type SurveyInput, type SurveyReportInput,
} from './surveyMachine';
