/**
 * The survey widget's parts (§2.12), one folder per component. Loaded through `loadSurveyParts()` of
 * `./index.ts`, so their code and styles are not part of any page's first download.
 */
export * from './SurveyIntro';
export * from './SurveyPanel';
export * from './SurveyQuestion';
export * from './SurveyEnd';
export * from './SurveySticky';
export * from './SurveyComeBackLater';
