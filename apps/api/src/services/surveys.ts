/**
 * Feedback surveys (§2.12, §3 Survey, §4 Survey, §5, §7 Surveys; ADR 0019): which survey a page offers a
 * user and how (the intro modal or the sticky continue panel), their answers, reports and end email.
 * Progress is kept per user, not per store: the person answers, whichever of their stores is chosen.
 */
import { isSurveyEmail, messages, normaliseFreeText, RATING_MAX, RATING_MIN, SURVEY_DEFAULT_MAX_SELECTIONS, SurveyQuestionType } from '@trade-portal/domain';
import type { Survey, SurveyAnswerRequest, SurveyQuestion, SurveyState } from '@trade-portal/api-client';
import { and, asc, eq, exists, gt, inArray, isNull, lte, not, or, sql, type Column } from 'drizzle-orm';
import type { Conn, Db } from '../db/open';
import { schema } from '../db/open';
import { badRequest, notFound } from '../httpErrors';

/** Longest free-text answer kept, in characters after line breaks are made spaces (§5). */
export const FREE_TEXT_MAX = 2000;

/** The `Message` of every survey 404: an unknown, inactive or other stores' survey reads the same (no leak). */
export const SURVEY_NOT_FOUND = 'This survey is not available.';
/** The `Message` of a question that is not in the survey. */
export const QUESTION_NOT_FOUND = 'This question is not part of the survey.';

/** The reports of §4 Survey: started, closed from the modal or side panel, closed from the sticky panel, finished. */
export type SurveyReport = 'entered' | 'closed' | 'stickyClosed' | 'complete';

/** Who answers: the user, and the store chosen at the time (kept with every record). */
export interface Respondent {
  userId: number;
  accountId: string;
}

type SurveyRow = typeof schema.surveys.$inferSelect;

/** Active at `now`: from `activeFrom` (inclusive) to `activeTo` (exclusive), either open-ended when null. */
const isActive = (now: Date) =>
  and(or(isNull(schema.surveys.activeFrom), lte(schema.surveys.activeFrom, now)), or(isNull(schema.surveys.activeTo), gt(schema.surveys.activeTo, now)));

/** Meant for `accountId`: a survey without an audience is meant for every store. */
const isForAccount = (db: Conn, accountId: string) => {
  const audience = schema.surveyAccounts;
  return or(
    not(exists(db.select({ one: sql`1` }).from(audience).where(eq(audience.surveyId, schema.surveys.id)))),
    exists(db.select({ one: sql`1` }).from(audience).where(and(eq(audience.surveyId, schema.surveys.id), eq(audience.accountId, accountId)))),
  );
};

/**
 * The survey `surveyId` if it is active at `now` and meant for `accountId`.
 * @throws HttpError 404 `SURVEY_NOT_FOUND` otherwise: unknown, inactive and not-for-this-store read the same
 */
async function offeredSurvey(db: Conn, accountId: string, surveyId: number, now: Date): Promise<SurveyRow> {
  const [row] = await db
    .select()
    .from(schema.surveys)
    .where(and(eq(schema.surveys.id, surveyId), isActive(now), isForAccount(db, accountId)));
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

/** The questions of a survey in their order, each with its answer options in their order (§3). */
async function questionsOf(db: Conn, surveyId: number): Promise<SurveyQuestion[]> {
  const questions = await db
    .select()
    .from(schema.surveyQuestions)
    .where(eq(schema.surveyQuestions.surveyId, surveyId))
    .orderBy(asc(schema.surveyQuestions.position), asc(schema.surveyQuestions.id));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(schema.surveyAnswerOptions)
    .where(inArray(schema.surveyAnswerOptions.questionId, questions.map((q) => q.id)))
    .orderBy(asc(schema.surveyAnswerOptions.position), asc(schema.surveyAnswerOptions.id));
  return questions.map((q) => ({
    QuestionId: q.id,
    Text: q.text,
    Type: q.type as SurveyQuestion['Type'],
    MultipleSelections: q.multipleSelections,
    MaxSelections: q.maxSelections,
    Answers: options.filter((o) => o.questionId === q.id).map((o) => ({ AnswerId: o.id, Text: o.text })),
  }));
}

/** The questions of `surveyId` that `userId` has answered. */
async function answeredBy(db: Conn, userId: number, surveyIds: number[]): Promise<{ surveyId: number; questionId: number }[]> {
  if (surveyIds.length === 0) return [];
  const r = schema.surveyResponses;
  return db.select({ surveyId: r.surveyId, questionId: r.questionId }).from(r).where(and(eq(r.userId, userId), inArray(r.surveyId, surveyIds)));
}

/** True once the user has left an email at the end of any survey (§5): the end screen then skips asking. */
async function hasProvidedEmail(db: Conn, userId: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(schema.surveyEmails).where(eq(schema.surveyEmails.userId, userId)).limit(1);
  return rows.length > 0;
}

/** The wire survey: its texts and questions, and the first question not answered yet (null when all are). */
function toSurvey(row: SurveyRow, questions: SurveyQuestion[], answered: ReadonlySet<number>): Survey {
  return {
    Id: row.id,
    Questions: questions,
    CurrentQuestionId: questions.find((q) => !answered.has(q.QuestionId))?.QuestionId ?? null,
    StartHtml: row.startHtml,
    TermsHtml: row.termsHtml,
    EmailHtml: row.emailHtml,
    StickyHtml: row.stickyHtml,
    OnClosePopupStickyHtml: row.onClosePopupStickyHtml,
  };
}

/**
 * GET /api/Survey/active (§2.12, §4 Survey, §7): the survey a page offers this user, and how.
 * Of the page's surveys that are active at `now` and meant for the store (in position order), the first the
 * user has neither completed (reported complete, or every question answered) nor closed from the sticky panel:
 * - not started → `ShowModal: true, ShowSticky: false` (the intro modal);
 * - started (entered, closed from the modal with No thanks or from the side panel, or partly answered) →
 *   `ShowModal: false, ShowSticky: true` (the sticky continue panel), `CurrentQuestionId` the first question
 *   the user has not answered.
 * None → `{ ShowModal: false, ShowSticky: false, HasProvidedEmail, Survey: null }`.
 * @param section a page name of §7 Surveys, as the contract's enum spells it
 * @returns `SurveyState`
 */
export async function activeSurveyState(db: Db, who: Respondent, section: string, now = new Date()): Promise<SurveyState> {
  const candidates = await db
    .select()
    .from(schema.surveys)
    .where(and(eq(schema.surveys.section, section), isActive(now), isForAccount(db, who.accountId)))
    .orderBy(asc(schema.surveys.position), asc(schema.surveys.id));
  const ids = candidates.map((s) => s.id);
  const [progress, answers, emailGiven] = await Promise.all([
    ids.length === 0
      ? []
      : db.select().from(schema.surveyProgress).where(and(eq(schema.surveyProgress.userId, who.userId), inArray(schema.surveyProgress.surveyId, ids))),
    answeredBy(db, who.userId, ids),
    hasProvidedEmail(db, who.userId),
  ]);
  for (const row of candidates) {
    const p = progress.find((x) => x.surveyId === row.id);
    if (p?.completedAt || p?.stickyClosedAt) continue;
    const questions = await questionsOf(db, row.id);
    const answered = new Set(answers.filter((a) => a.surveyId === row.id).map((a) => a.questionId));
    const survey = toSurvey(row, questions, answered);
    // A survey without questions, or with every one answered, has nothing left to ask.
    if (survey.CurrentQuestionId === null) continue;
    const started = Boolean(p?.enteredAt || p?.closedAt) || answered.size > 0;
    return { ShowModal: !started, ShowSticky: started, HasProvidedEmail: emailGiven, Survey: survey };
  }
  return { ShowModal: false, ShowSticky: false, HasProvidedEmail: emailGiven, Survey: null };
}

/** What a home pod says of the survey a page offers (§2.9 OpenSurvey): its title and how many questions it has. */
export interface SurveyOffer {
  title: string;
  /** Every question of the survey, answered or not. */
  questionCount: number;
}

/**
 * The survey `section` offers this user now ({@link activeSurveyState}'s), as a pod names it, or null when
 * the page has nothing to offer (no survey, or all done or closed from the sticky panel).
 */
export async function surveyOffer(db: Db, who: Respondent, section: string, now = new Date()): Promise<SurveyOffer | null> {
  const { Survey: survey } = await activeSurveyState(db, who, section, now);
  if (!survey) return null;
  const [row] = await db.select({ title: schema.surveys.title }).from(schema.surveys).where(eq(schema.surveys.id, survey.Id));
  return row ? { title: row.title, questionCount: survey.Questions.length } : null;
}

/**
 * Checks the answers of one question against it (§5) and returns what is stored.
 * - choice: AnswerIds of this question only, each once; one when single, at most MaxSelections (null → 2) when multiple
 * - rating: one Custom whole number '1'…'5'
 * - free text: one Custom, line breaks made spaces and trimmed, not empty, at most `FREE_TEXT_MAX` characters
 * @throws HttpError 400 with the reason
 */
export function validateAnswers(question: SurveyQuestion, answers: SurveyAnswerRequest['Answers']): { answerIds: number[]; custom: string | null } {
  if (answers.some((a) => (a.AnswerId === undefined) === (a.Custom === undefined))) {
    throw badRequest('Each answer must have either an AnswerId or Custom text.');
  }
  if (question.Type === SurveyQuestionType.Choice) {
    if (answers.some((a) => a.AnswerId === undefined)) throw badRequest('This question takes chosen answers (AnswerId), not text.');
    const ids = answers.map((a) => a.AnswerId!);
    if (new Set(ids).size !== ids.length) throw badRequest('Each answer may be chosen only once.');
    const known = new Set(question.Answers.map((a) => a.AnswerId));
    if (ids.some((id) => !known.has(id))) throw badRequest('An answer chosen is not one of this question\'s answers.');
    if (!question.MultipleSelections && ids.length !== 1) throw badRequest('Choose one answer.');
    const max = question.MaxSelections ?? SURVEY_DEFAULT_MAX_SELECTIONS;
    if (question.MultipleSelections && ids.length > max) throw badRequest(`Choose at most ${max} answers.`);
    return { answerIds: ids, custom: null };
  }
  if (answers.length !== 1 || answers[0]!.Custom === undefined) {
    throw badRequest(question.Type === SurveyQuestionType.Rating ? `Give one rating from ${RATING_MIN} to ${RATING_MAX}.` : 'Give one text answer.');
  }
  const custom = answers[0]!.Custom;
  if (question.Type === SurveyQuestionType.Rating) {
    const value = /^\d$/.test(custom) ? Number(custom) : NaN;
    if (!(value >= RATING_MIN && value <= RATING_MAX)) throw badRequest(`Give one rating from ${RATING_MIN} to ${RATING_MAX}.`);
    return { answerIds: [], custom: String(value) };
  }
  const text = normaliseFreeText(custom);
  if (!text) throw badRequest('Please write an answer.');
  if (text.length > FREE_TEXT_MAX) throw badRequest(`Answers can be at most ${FREE_TEXT_MAX} characters.`);
  return { answerIds: [], custom: text };
}

/**
 * POST /api/Survey/submit (§2.12, §5): checks and stores one question's answer for the user, replacing an
 * earlier answer to it, with the store and time.
 * @returns `SurveyState` for the open side panel (`ShowModal` and `ShowSticky` false) whose `CurrentQuestionId`
 *   is the next question the user has not answered, null once every one is
 * @throws HttpError 404 for a survey that is unknown, inactive or not meant for the store, or a question not in
 *   it; 400 for answers that do not fit the question (`validateAnswers`)
 */
export async function submitSurveyAnswer(db: Db, who: Respondent, submitted: SurveyAnswerRequest, now = new Date()): Promise<SurveyState> {
  const row = await offeredSurvey(db, who.accountId, submitted.SurveyId, now);
  const questions = await questionsOf(db, row.id);
  const question = questions.find((q) => q.QuestionId === submitted.QuestionId);
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  const { answerIds, custom } = validateAnswers(question, submitted.Answers);
  const r = schema.surveyResponses;
  await db
    .insert(r)
    .values({ userId: who.userId, questionId: question.QuestionId, surveyId: row.id, accountId: who.accountId, answerIds, custom, answeredAt: now })
    .onConflictDoUpdate({ target: [r.userId, r.questionId], set: { accountId: who.accountId, answerIds, custom, answeredAt: now } });
  const [answers, emailGiven] = await Promise.all([answeredBy(db, who.userId, [row.id]), hasProvidedEmail(db, who.userId)]);
  const survey = toSurvey(row, questions, new Set(answers.map((a) => a.questionId)));
  return { ShowModal: false, ShowSticky: false, HasProvidedEmail: emailGiven, Survey: survey };
}

/**
 * GET /api/Survey/{id}/entered, /closed (`stickyClosed` with fromSticky=true) and /complete (§4 Survey):
 * records the report for the user with its time. Idempotent: entered, sticky-closed and complete keep the
 * first time; closed keeps the latest (a survey may be closed mid-way more than once).
 * @throws HttpError 404 for a survey that is unknown, inactive or not meant for the store
 */
export async function reportSurvey(db: Db, who: Respondent, surveyId: number, report: SurveyReport, now = new Date()): Promise<void> {
  await offeredSurvey(db, who.accountId, surveyId, now);
  const p = schema.surveyProgress;
  const first = (column: Column) => sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;
  const column = { entered: 'enteredAt', closed: 'closedAt', stickyClosed: 'stickyClosedAt', complete: 'completedAt' } as const;
  const key = column[report];
  await db
    .insert(p)
    .values({ userId: who.userId, surveyId, accountId: who.accountId, [key]: now })
    .onConflictDoUpdate({ target: [p.userId, p.surveyId], set: { accountId: who.accountId, [key]: report === 'closed' ? now : first(p[key]) } });
}

/**
 * GET /api/Survey/{id}/submitemail (§5): stores the email the user left at the end of a survey and the
 * marketing opt-in (the last one given for a survey counts). From then on `HasProvidedEmail` is true.
 * @throws HttpError 400 'Invalid email format. Please try again.' unless it has no spaces, one @ and a dot
 *   after it; 404 for a survey that is unknown, inactive or not meant for the store
 */
export async function submitSurveyEmail(db: Db, who: Respondent, surveyId: number, email: string, optIn: boolean, now = new Date()): Promise<void> {
  if (!isSurveyEmail(email)) throw badRequest(messages.email);
  await offeredSurvey(db, who.accountId, surveyId, now);
  const e = schema.surveyEmails;
  await db
    .insert(e)
    .values({ userId: who.userId, surveyId, accountId: who.accountId, email, optIn, submittedAt: now })
    .onConflictDoUpdate({ target: [e.userId, e.surveyId], set: { accountId: who.accountId, email, optIn, submittedAt: now } });
}
