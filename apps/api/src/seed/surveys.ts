/**
 * Demo surveys (§2.12, §3 Survey; ADR 0019): 'Your ordering experience' on Home and 'Checkout feedback' on
 * Cart, both meant only for the survey demo store, so no other demo login (nor the end-to-end tests that
 * use them) meets a survey modal.
 */
import { SurveyQuestionType } from '@trade-portal/domain';
import type { Tx } from '../db/open';
import { schema } from '../db/open';

/** The store the demo surveys are meant for (survey@demo.test's). */
export const SURVEY_DEMO_ACCOUNT = '10040001';

const DAY = 86_400_000;

interface SeedQuestion {
  text: string;
  type: (typeof SurveyQuestionType)[keyof typeof SurveyQuestionType];
  multipleSelections?: boolean;
  maxSelections?: number | null;
  options?: readonly string[];
}

interface SeedSurvey {
  section: string;
  title: string;
  startHtml: string;
  termsHtml: string;
  emailHtml: string;
  stickyHtml: string;
  onClosePopupStickyHtml: string;
  /** Days after the seed's time the survey closes (ActiveTo); null: open-ended. Every survey opened 7 days before. */
  activeForDays: number | null;
  questions: readonly SeedQuestion[];
}

const terms = (topic: string) =>
  `<h3>Survey terms and conditions</h3>
<p>This survey about ${topic} is run by the Trade Portal team. Taking part is voluntary and takes about two minutes.</p>
<ul>
  <li>Your answers are stored with your login and store number, and used only to improve the Trade Portal and our service to you.</li>
  <li>We do not share your answers with third parties, and we report results only in summary.</li>
  <li>You can stop at any time and continue later from where you left off.</li>
  <li>If you leave your email, we may contact you about your feedback; marketing emails only if you agree.</li>
</ul>
<p>Questions about this survey: contact customer service from the Help page.</p>`;

const emailHtml = `<h3>Thank you for your feedback!</h3>
<p>Leave your email if you are happy for our team to follow up on your answers. We will also send you news about new products and promotions, unless you tick the box to opt out.</p>`;

const SURVEYS: readonly SeedSurvey[] = [
  {
    section: 'Home',
    title: 'Your ordering experience',
    startHtml: `<h2>Your ordering experience</h2>
<p>We are improving the Trade Portal for retailers like you. Tell us how ordering works for your store: four short questions, about two minutes.</p>
<p>Your answers help us decide what to build next.</p>`,
    termsHtml: terms('your ordering experience'),
    emailHtml,
    stickyHtml: `<p><strong>You have a survey in progress…</strong> Pick up where you left off: it only takes a minute more.</p>`,
    onClosePopupStickyHtml: `<p>No problem. <strong>Your survey is saved</strong>: continue it any time from the panel on the Home page.</p>`,
    activeForDays: null,
    questions: [
      {
        text: 'How often do you usually order through the Trade Portal?',
        type: SurveyQuestionType.Choice,
        multipleSelections: false,
        options: ['More than once a week', 'Once a week', 'Every two weeks', 'Once a month or less'],
      },
      {
        text: 'Which categories do you order most? Choose up to three.',
        type: SurveyQuestionType.Choice,
        multipleSelections: true,
        maxSelections: 3,
        options: ['Ready made cigarettes', 'Roll your own tobacco', 'E-vapour devices and pods', 'Nicotine pouches', 'Cigars', 'Pipe tobacco'],
      },
      {
        text: 'How easy is it to find the products you want to order?',
        type: SurveyQuestionType.Rating,
      },
      {
        text: 'What one thing would make ordering quicker for your store?',
        type: SurveyQuestionType.FreeText,
      },
    ],
  },
  {
    section: 'Cart',
    title: 'Checkout feedback',
    startHtml: `<h2>Checkout feedback</h2>
<p>You are about to check out: how is it going? Three quick questions about your cart and checkout.</p>`,
    termsHtml: terms('checking out'),
    emailHtml,
    stickyHtml: `<p><strong>You have a survey in progress…</strong> Tell us about checking out: two more taps.</p>`,
    onClosePopupStickyHtml: `<p>Thanks, we will keep your answers. <strong>Continue the survey</strong> from the panel on your cart whenever you are ready.</p>`,
    activeForDays: 365,
    questions: [
      {
        text: 'What slows you down at checkout? Choose up to two.',
        type: SurveyQuestionType.Choice,
        multipleSelections: true,
        maxSelections: null,
        options: ['Checking quantities and minimums', 'Products out of stock', 'Finding my usual products again', 'Reviewing prices and VAT', 'Nothing, it is quick'],
      },
      {
        text: 'How do you usually build your order?',
        type: SurveyQuestionType.Choice,
        multipleSelections: false,
        options: ['From my stock card', 'Reordering a past order', 'Searching product by product', 'From a suggestion by my brand ambassador'],
      },
      {
        text: 'Overall, how would you rate checking out on the Trade Portal?',
        type: SurveyQuestionType.Rating,
      },
    ],
  },
];

/**
 * Seeds the demo surveys inside `seed()`'s transaction, each meant for `SURVEY_DEMO_ACCOUNT` only.
 * @param now the seed's reference time: the surveys opened a week before it
 */
export async function seedSurveys(tx: Tx, now: Date): Promise<void> {
  for (const [position, s] of SURVEYS.entries()) {
    const [survey] = await tx
      .insert(schema.surveys)
      .values({
        section: s.section,
        title: s.title,
        startHtml: s.startHtml,
        termsHtml: s.termsHtml,
        emailHtml: s.emailHtml,
        stickyHtml: s.stickyHtml,
        onClosePopupStickyHtml: s.onClosePopupStickyHtml,
        position,
        activeFrom: new Date(now.getTime() - 7 * DAY),
        activeTo: s.activeForDays === null ? null : new Date(now.getTime() + s.activeForDays * DAY),
      })
      .returning({ id: schema.surveys.id });
    await tx.insert(schema.surveyAccounts).values({ surveyId: survey!.id, accountId: SURVEY_DEMO_ACCOUNT });
    for (const [qPosition, q] of s.questions.entries()) {
      const [question] = await tx
        .insert(schema.surveyQuestions)
        .values({ surveyId: survey!.id, position: qPosition, text: q.text, type: q.type, multipleSelections: q.multipleSelections ?? false, maxSelections: q.maxSelections ?? null })
        .returning({ id: schema.surveyQuestions.id });
      if (q.options?.length) {
        await tx.insert(schema.surveyAnswerOptions).values(q.options.map((text, oPosition) => ({ questionId: question!.id, position: oPosition, text })));
      }
    }
  }
}
