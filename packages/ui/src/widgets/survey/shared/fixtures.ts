import type { SurveyQuestionData } from '../SurveyQuestion';

/*
 * Story fixtures of the survey widget (§2.12): the questions and texts of a Home survey, one of each type.
 */

/** Story globals for the 390 px phone viewport (defined in .storybook/preview). */
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };

export const singleChoice: SurveyQuestionData = {
  QuestionId: 1, Text: 'How often do you place an order with us?', Type: 1, MultipleSelections: false,
  Answers: [{ AnswerId: 11, Text: 'Every week' }, { AnswerId: 12, Text: 'Every two weeks' }, { AnswerId: 13, Text: 'Once a month' }, { AnswerId: 14, Text: 'Less often' }],
};
export const multipleChoice: SurveyQuestionData = {
  QuestionId: 2, Text: 'Which categories would you like to see more of?', Type: 1, MultipleSelections: true,
  Answers: [
    { AnswerId: 21, Text: 'Ready Made Cigarettes' }, { AnswerId: 22, Text: 'Roll Your Own' }, { AnswerId: 23, Text: 'e-Vapour' },
    { AnswerId: 24, Text: 'Nicotine Pouch' }, { AnswerId: 25, Text: 'Cigars' },
  ],
};
export const rating: SurveyQuestionData = { QuestionId: 3, Text: 'How would you rate ordering on the portal?', Type: 2, MultipleSelections: false, Answers: [] };
export const freeText: SurveyQuestionData = { QuestionId: 4, Text: 'Is there anything we could do better?', Type: 3, MultipleSelections: false, Answers: [] };

export const startHtml = '<p>Help us improve the Trade Portal: answer <strong>four short questions</strong>. It takes about a minute.</p>';
export const termsHtml = '<p>Your answers are used only to improve our service and are kept for 12 months.</p><ul><li>Taking part is optional.</li><li>You may leave at any time.</li></ul><p>Read our <a href="/privacy-policy">privacy notice</a>.</p>';
export const emailHtml = '<p>Thank you for your feedback!</p><p>Leave your email address and we will tell you what changed because of your answers.</p>';
export const stickyHtml = '<p>You have a survey in progress. <strong>Pick up where you left off?</strong></p>';
export const onCloseHtml = '<p>No problem: you can finish the survey <em>next time you visit</em>.</p>';
