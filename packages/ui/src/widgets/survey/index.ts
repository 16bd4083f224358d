/** The survey widget's parts (§2.12): one folder per component. */
export * from './SurveyIntro';
export * from './SurveyPanel';
export * from './SurveyQuestion';
export * from './SurveyEnd';
export * from './SurveySticky';
export * from './SurveyComeBackLater';
