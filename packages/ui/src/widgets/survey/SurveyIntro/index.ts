export { SurveyIntro, surveyIntroViews, type SurveyIntroProps, type SurveyIntroView } from './SurveyIntro';
