import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { QUESTION_NOT_FOUND, SURVEY_NOT_FOUND } from '../src/services/surveys';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const db = h.database.db;
const STORE = '10040001';
const DAY = 86_400_000;

type Question = { QuestionId: number; Text: string; Type: number; MultipleSelections: boolean; MaxSelections: number | null; Answers: { AnswerId: number; Text: string }[] };
type Survey = { Id: number; Questions: Question[]; CurrentQuestionId: number | null; StartHtml: string; TermsHtml: string; EmailHtml: string; StickyHtml: string; OnClosePopupStickyHtml: string };
type State = { ShowModal: boolean; ShowSticky: boolean; HasProvidedEmail: boolean; Survey: Survey | null };
type Answer = { AnswerId?: number; Custom?: string };

const [surveyUser] = await db.select().from(schema.users).where(eq(schema.users.email, 'survey@demo.test'));
let colleagues = 0;
/** Another login on the survey demo store (same password), so each flow starts from a user with no progress. */
async function colleague(): Promise<{ token: string; userId: number }> {
  const email = `colleague${++colleagues}@demo.test`;
  const [row] = await db.insert(schema.users).values({ email, passwordHash: surveyUser!.passwordHash, firstName: 'Colleague', lastName: String(colleagues), verifiedAt: new Date() }).returning();
  await db.insert(schema.userAccounts).values({ userId: row!.id, accountId: STORE });
  return { token: await h.login(email), userId: row!.id };
}

const survey = await h.login('survey@demo.test');
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

const active = async (token: string, section: string, account = STORE): Promise<State> => {
  const res = await h.app.inject({ method: 'GET', url: `/api/Survey/active?accountNumber=${account}&section=${encodeURIComponent(section)}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const submit = (token: string, SurveyId: number, QuestionId: number, Answers: Answer[], account = STORE) =>
  h.app.inject({ method: 'POST', url: `/api/Survey/submit?accountNumber=${account}`, headers: auth(token), payload: { SurveyId, QuestionId, Answers } });
const report = (token: string, id: number, what: 'entered' | 'closed' | 'complete' | 'closed?fromSticky=true', account = STORE) => {
  const [name, q] = what.split('?');
  return h.app.inject({ method: 'GET', url: `/api/Survey/${id}/${name}?accountNumber=${account}${q ? `&${q}` : ''}`, headers: auth(token) });
};
const email = (token: string, id: number, value: string, optIn: boolean, account = STORE) =>
  h.app.inject({ method: 'GET', url: `/api/Survey/${id}/submitemail?accountNumber=${account}&email=${encodeURIComponent(value)}&OptIn=${optIn}`, headers: auth(token) });
const responses = (userId: number) => db.select().from(schema.surveyResponses).where(eq(schema.surveyResponses.userId, userId));
const progress = async (userId: number, surveyId: number) =>
  (await db.select().from(schema.surveyProgress).where(and(eq(schema.surveyProgress.userId, userId), eq(schema.surveyProgress.surveyId, surveyId))))[0];

const NOTHING = { ShowModal: false, ShowSticky: false, HasProvidedEmail: false, Survey: null };
const home = (await active(survey, 'Home')).Survey!;
const cart = (await active(survey, 'Cart')).Survey!;
const [hq1, hq2, hq3, hq4] = home.Questions as [Question, Question, Question, Question];
const [cq1, cq2, cq3] = cart.Questions as [Question, Question, Question];

describe('the seeded surveys (§2.12, §3 Survey)', () => {
  it('offers Home "Your ordering experience" as the intro modal: single choice, multi-choice up to 3, rating, free text', async () => {
    const state = await active(survey, 'Home');
    expect(state).toMatchObject({ ShowModal: true, ShowSticky: false, HasProvidedEmail: false });
    expect(state.Survey!.StartHtml).toContain('Your ordering experience');
    expect(home.Questions.map((q) => [q.Type, q.MultipleSelections, q.MaxSelections])).toEqual([[1, false, null], [1, true, 3], [2, false, null], [3, false, null]]);
    expect(hq1.Answers.length).toBeGreaterThanOrEqual(2);
    expect(hq2.Answers.length).toBeGreaterThanOrEqual(5);
    expect(hq3.Answers).toEqual([]);
    expect(hq4.Answers).toEqual([]);
    expect(home.CurrentQuestionId).toBe(hq1.QuestionId);
    expect(home.StickyHtml).toContain('You have a survey in progress…');
    expect(home.TermsHtml).toMatch(/<ul>[\s\S]*<li>/);
    for (const html of [home.StartHtml, home.TermsHtml, home.EmailHtml, home.StickyHtml, home.OnClosePopupStickyHtml]) expect(html).toMatch(/^<(h2|h3|p)>/);
  });

  it('offers Cart "Checkout feedback": multi-choice with no maximum given (2), single choice, rating', () => {
    expect(cart.StartHtml).toContain('Checkout feedback');
    expect(cart.Questions.map((q) => [q.Type, q.MultipleSelections, q.MaxSelections])).toEqual([[1, true, null], [1, false, null], [2, false, null]]);
    expect(cq1.Answers.length).toBeGreaterThanOrEqual(4);
    expect(cq2.Answers.length).toBeGreaterThanOrEqual(2);
    expect(cq3.Answers).toEqual([]);
    expect(cart.Id).not.toBe(home.Id);
  });

  it('is meant for the survey store only: the other demo logins see nothing, with a 200', async () => {
    for (const section of ['Home', 'Cart']) {
      expect(await active(single, section, SINGLE)).toEqual(NOTHING);
      expect(await active(multi, section, MULTI[0])).toEqual(NOTHING);
      expect(await active(restricted, section, RESTRICTED)).toEqual(NOTHING);
    }
  });

  it('answers a page without a survey with Survey null (200, not 404)', async () => {
    expect(await active(survey, 'Videos')).toEqual(NOTHING);
    expect(await active(survey, 'Place Order')).toEqual(NOTHING);
  });
});

describe('survey state per user (§4 Survey)', () => {
  it('modal → entered → each type answered → sticky after closing mid-way → complete → not offered again', async () => {
    const a = await colleague();
    expect(await active(a.token, 'Home')).toMatchObject({ ShowModal: true, ShowSticky: false, Survey: { Id: home.Id, CurrentQuestionId: hq1.QuestionId } });
    expect((await report(a.token, home.Id, 'entered')).statusCode).toBe(204);
    expect((await report(a.token, home.Id, 'entered')).statusCode).toBe(204);

    const r1 = await submit(a.token, home.Id, hq1.QuestionId, [{ AnswerId: hq1.Answers[1]!.AnswerId }]);
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ ShowModal: false, ShowSticky: false, HasProvidedEmail: false, Survey: { Id: home.Id, CurrentQuestionId: hq2.QuestionId } });
    const three = hq2.Answers.slice(0, 3).map((x) => ({ AnswerId: x.AnswerId }));
    expect((await submit(a.token, home.Id, hq2.QuestionId, three)).json().Survey.CurrentQuestionId).toBe(hq3.QuestionId);
    expect((await submit(a.token, home.Id, hq3.QuestionId, [{ Custom: '4' }])).json().Survey.CurrentQuestionId).toBe(hq4.QuestionId);

    // Closed from the side panel before the last question: the sticky panel next time, at that question.
    expect((await report(a.token, home.Id, 'closed')).statusCode).toBe(204);
    expect(await active(a.token, 'Home')).toMatchObject({ ShowModal: false, ShowSticky: true, Survey: { Id: home.Id, CurrentQuestionId: hq4.QuestionId } });

    const last = await submit(a.token, home.Id, hq4.QuestionId, [{ Custom: '  Faster search\r\nby barcode \n' }]);
    expect(last.json()).toMatchObject({ ShowModal: false, ShowSticky: false, Survey: { CurrentQuestionId: null } });
    expect((await report(a.token, home.Id, 'complete')).statusCode).toBe(204);
    expect((await report(a.token, home.Id, 'complete')).statusCode).toBe(204);
    expect(await active(a.token, 'Home')).toEqual(NOTHING);

    const stored = await responses(a.userId);
    expect(stored).toHaveLength(4);
    const byQuestion = new Map(stored.map((r) => [r.questionId, r]));
    expect(byQuestion.get(hq1.QuestionId)).toMatchObject({ surveyId: home.Id, accountId: STORE, answerIds: [hq1.Answers[1]!.AnswerId], custom: null });
    expect(byQuestion.get(hq2.QuestionId)!.answerIds).toEqual(three.map((x) => x.AnswerId));
    expect(byQuestion.get(hq3.QuestionId)).toMatchObject({ answerIds: [], custom: '4' });
    expect(byQuestion.get(hq4.QuestionId)!.custom).toBe('Faster search by barcode');
    for (const r of stored) expect(Date.now() - r.answeredAt.getTime()).toBeLessThan(60_000);
    const p = await progress(a.userId, home.Id);
    expect(p).toMatchObject({ accountId: STORE, stickyClosedAt: null });
    expect(p!.enteredAt).toBeInstanceOf(Date);
    expect(p!.closedAt).toBeInstanceOf(Date);
    expect(p!.completedAt).toBeInstanceOf(Date);

    // Someone else on the same store is not affected: their own state starts at the modal.
    expect(await active(survey, 'Home')).toMatchObject({ ShowModal: true, ShowSticky: false, Survey: { CurrentQuestionId: hq1.QuestionId } });
    expect(await responses(surveyUser!.id)).toEqual([]);
  });

  it('keeps the first time of a repeated report', async () => {
    const a = await colleague();
    await report(a.token, cart.Id, 'entered');
    const first = (await progress(a.userId, cart.Id))!.enteredAt!;
    await new Promise((r) => setTimeout(r, 5));
    await report(a.token, cart.Id, 'entered');
    expect((await progress(a.userId, cart.Id))!.enteredAt).toEqual(first);
  });

  it('No thanks at the intro (/closed) → the sticky panel at the first question; closed from the sticky panel → not offered again', async () => {
    const a = await colleague();
    expect((await report(a.token, home.Id, 'closed')).statusCode).toBe(204);
    expect(await active(a.token, 'Home')).toMatchObject({ ShowModal: false, ShowSticky: true, Survey: { Id: home.Id, CurrentQuestionId: hq1.QuestionId } });
    expect((await report(a.token, home.Id, 'closed?fromSticky=true')).statusCode).toBe(204);
    expect(await active(a.token, 'Home')).toEqual(NOTHING);
    expect((await progress(a.userId, home.Id))!.stickyClosedAt).toBeInstanceOf(Date);
    // Each survey has its own state: Cart is still offered.
    expect(await active(a.token, 'Cart')).toMatchObject({ ShowModal: true, ShowSticky: false, Survey: { Id: cart.Id } });
  });

  it('continues at the first unanswered question after answers without a report, and stops offering once all are answered', async () => {
    const a = await colleague();
    await submit(a.token, cart.Id, cq2.QuestionId, [{ AnswerId: cq2.Answers[0]!.AnswerId }]);
    expect(await active(a.token, 'Cart')).toMatchObject({ ShowModal: false, ShowSticky: true, Survey: { CurrentQuestionId: cq1.QuestionId } });
    await submit(a.token, cart.Id, cq1.QuestionId, [{ AnswerId: cq1.Answers[0]!.AnswerId }, { AnswerId: cq1.Answers[2]!.AnswerId }]);
    expect(await active(a.token, 'Cart')).toMatchObject({ ShowSticky: true, Survey: { CurrentQuestionId: cq3.QuestionId } });
    const done = await submit(a.token, cart.Id, cq3.QuestionId, [{ Custom: '5' }]);
    expect(done.json().Survey.CurrentQuestionId).toBeNull();
    // Every question answered counts as completed, even without /complete.
    expect(await active(a.token, 'Cart')).toEqual(NOTHING);
  });

  it('replaces an earlier answer to the same question', async () => {
    const a = await colleague();
    await submit(a.token, home.Id, hq1.QuestionId, [{ AnswerId: hq1.Answers[0]!.AnswerId }]);
    const again = await submit(a.token, home.Id, hq1.QuestionId, [{ AnswerId: hq1.Answers[2]!.AnswerId }]);
    expect(again.statusCode).toBe(200);
    const stored = await responses(a.userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answerIds).toEqual([hq1.Answers[2]!.AnswerId]);
  });

  it('offers the page\'s next eligible survey once the first is completed', async () => {
    const a = await colleague();
    const [second] = await db
      .insert(schema.surveys)
      .values({ section: 'Home', title: 'Second', startHtml: '<p>Second</p>', termsHtml: '<p>T</p>', emailHtml: '<p>E</p>', stickyHtml: '<p>S</p>', onClosePopupStickyHtml: '<p>O</p>', position: 5 })
      .returning();
    try {
      await db.insert(schema.surveyAccounts).values({ surveyId: second!.id, accountId: STORE });
      await db.insert(schema.surveyQuestions).values({ surveyId: second!.id, position: 0, text: 'Anything else?', type: 3 });
      expect((await active(a.token, 'Home')).Survey!.Id).toBe(home.Id);
      await report(a.token, home.Id, 'complete');
      expect(await active(a.token, 'Home')).toMatchObject({ ShowModal: true, ShowSticky: false, Survey: { Id: second!.id, StartHtml: '<p>Second</p>' } });
    } finally {
      await db.delete(schema.surveys).where(eq(schema.surveys.id, second!.id));
    }
  });
});

describe('POST /api/Survey/submit validation (§5)', () => {
  const refused = async (surveyId: number, question: Question, answers: Answer[], message: string | RegExp) => {
    const res = await submit(survey, surveyId, question.QuestionId, answers);
    expect(res.statusCode).toBe(400);
    if (typeof message === 'string') expect(res.json()).toEqual({ Message: message });
    else expect(res.json().Message).toMatch(message);
  };

  it('single choice: exactly one answer of this question', async () => {
    await refused(home.Id, hq1, [{ AnswerId: hq1.Answers[0]!.AnswerId }, { AnswerId: hq1.Answers[1]!.AnswerId }], 'Choose one answer.');
    await refused(home.Id, hq1, [{ AnswerId: hq2.Answers[0]!.AnswerId }], 'An answer chosen is not one of this question\'s answers.');
    await refused(home.Id, hq1, [{ AnswerId: 999_999 }], 'An answer chosen is not one of this question\'s answers.');
    await refused(home.Id, hq1, [{ Custom: 'Once a week' }], 'This question takes chosen answers (AnswerId), not text.');
  });

  it('multi-choice: at most MaxSelections, 2 when none is given, each answer once', async () => {
    await refused(home.Id, hq2, hq2.Answers.slice(0, 4).map((x) => ({ AnswerId: x.AnswerId })), 'Choose at most 3 answers.');
    await refused(cart.Id, cq1, cq1.Answers.slice(0, 3).map((x) => ({ AnswerId: x.AnswerId })), 'Choose at most 2 answers.');
    await refused(home.Id, hq2, [{ AnswerId: hq2.Answers[0]!.AnswerId }, { AnswerId: hq2.Answers[0]!.AnswerId }], 'Each answer may be chosen only once.');
  });

  it('rating: one whole number from 1 to 5 as Custom', async () => {
    for (const bad of ['0', '6', '4.5', 'five', '', ' 3', '10']) await refused(home.Id, hq3, [{ Custom: bad }], 'Give one rating from 1 to 5.');
    await refused(home.Id, hq3, [{ Custom: '3' }, { Custom: '4' }], 'Give one rating from 1 to 5.');
    await refused(home.Id, hq3, [{ AnswerId: hq1.Answers[0]!.AnswerId }], 'Give one rating from 1 to 5.');
  });

  it('free text: one non-empty text of at most 2000 characters', async () => {
    await refused(home.Id, hq4, [{ Custom: ' \r\n \n ' }], 'Please write an answer.');
    await refused(home.Id, hq4, [{ Custom: 'one' }, { Custom: 'two' }], 'Give one text answer.');
    await refused(home.Id, hq4, [{ Custom: 'x'.repeat(2001) }], /^Invalid request: body Answers\.0\.Custom/);
  });

  it('each answer has an AnswerId or Custom, not both or neither; at least one answer', async () => {
    await refused(home.Id, hq1, [{ AnswerId: hq1.Answers[0]!.AnswerId, Custom: 'x' }], 'Each answer must have either an AnswerId or Custom text.');
    await refused(home.Id, hq1, [{}], 'Each answer must have either an AnswerId or Custom text.');
    await refused(home.Id, hq1, [], /^Invalid request: body Answers/);
  });

  it('stores nothing for a refused answer', async () => {
    expect(await responses(surveyUser!.id)).toEqual([]);
    expect(await active(survey, 'Home')).toMatchObject({ ShowModal: true, ShowSticky: false });
  });

  it('takes the longest free text, line breaks made spaces', async () => {
    const a = await colleague();
    const text = `${'a'.repeat(999)}\n${'b'.repeat(1000)}`;
    expect((await submit(a.token, home.Id, hq4.QuestionId, [{ Custom: text }])).statusCode).toBe(200);
    expect((await responses(a.userId))[0]!.custom).toBe(`${'a'.repeat(999)} ${'b'.repeat(1000)}`);
  });
});

describe('404s: unknown, inactive, other stores\' surveys and questions not in the survey', () => {
  const notFound = (res: { statusCode: number; json: () => unknown }, message = SURVEY_NOT_FOUND) => {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: message });
  };

  it('an unknown survey, on every call', async () => {
    notFound(await submit(survey, 999_999, hq1.QuestionId, [{ AnswerId: hq1.Answers[0]!.AnswerId }]));
    for (const what of ['entered', 'closed', 'complete', 'closed?fromSticky=true'] as const) notFound(await report(survey, 999_999, what));
    notFound(await email(survey, 999_999, 'niamh@example.ie', true));
  });

  it('a question of another survey', async () => {
    notFound(await submit(survey, home.Id, cq2.QuestionId, [{ AnswerId: cq2.Answers[0]!.AnswerId }]), QUESTION_NOT_FOUND);
  });

  it('a survey not meant for the caller\'s store reads as unknown', async () => {
    notFound(await submit(single, home.Id, hq1.QuestionId, [{ AnswerId: hq1.Answers[0]!.AnswerId }], SINGLE));
    for (const what of ['entered', 'closed', 'complete'] as const) notFound(await report(single, home.Id, what, SINGLE));
    notFound(await email(single, home.Id, 'mary@example.ie', true, SINGLE));
    expect(await db.select().from(schema.surveyProgress).where(eq(schema.surveyProgress.surveyId, home.Id))).not.toContainEqual(expect.objectContaining({ accountId: SINGLE }));
  });
});

describe('ActiveFrom, ActiveTo and the audience', () => {
  const base = { termsHtml: '<p>T</p>', emailHtml: '<p>E</p>', stickyHtml: '<p>S</p>', onClosePopupStickyHtml: '<p>O</p>' };
  const add = async (values: Partial<typeof schema.surveys.$inferInsert> & { section: string; title: string }, audience: string[] = []) => {
    const [row] = await db.insert(schema.surveys).values({ ...base, startHtml: `<p>${values.title}</p>`, ...values }).returning();
    await db.insert(schema.surveyQuestions).values({ surveyId: row!.id, position: 0, text: 'How are we doing?', type: 2 });
    if (audience.length) await db.insert(schema.surveyAccounts).values(audience.map((accountId) => ({ surveyId: row!.id, accountId })));
    return row!;
  };

  it('offers a survey only from ActiveFrom until ActiveTo', async () => {
    const later = await add({ section: 'My Orders', title: 'Later', activeFrom: new Date(Date.now() + DAY) });
    const ended = await add({ section: 'My Orders', title: 'Ended', activeFrom: new Date(Date.now() - 2 * DAY), activeTo: new Date(Date.now() - 1000) });
    expect(await active(single, 'My Orders', SINGLE)).toEqual(NOTHING);
    const q = (await db.select().from(schema.surveyQuestions).where(eq(schema.surveyQuestions.surveyId, later.id)))[0]!;
    expect((await submit(single, later.id, q.id, [{ Custom: '3' }], SINGLE)).statusCode).toBe(404);
    expect((await report(single, ended.id, 'entered', SINGLE)).statusCode).toBe(404);
    await db.update(schema.surveys).set({ activeFrom: new Date(Date.now() - 1000), activeTo: new Date(Date.now() + DAY) }).where(eq(schema.surveys.id, later.id));
    expect(await active(single, 'My Orders', SINGLE)).toMatchObject({ ShowModal: true, Survey: { Id: later.id, StartHtml: '<p>Later</p>' } });
  });

  it('a survey without an audience is for every store, Tier 3 included; with one, only for its stores', async () => {
    const everyone = await add({ section: 'FAQs', title: 'Everyone', position: 1 });
    const galway = await add({ section: 'FAQs', title: 'Galway', position: 0 }, [MULTI[0], MULTI[1]]);
    expect((await active(restricted, 'FAQs', RESTRICTED)).Survey!.Id).toBe(everyone.id);
    expect((await active(single, 'FAQs', SINGLE)).Survey!.Id).toBe(everyone.id);
    expect((await active(survey, 'FAQs')).Survey!.Id).toBe(everyone.id);
    expect((await active(multi, 'FAQs', MULTI[0])).Survey!.Id).toBe(galway.id);
    expect((await active(multi, 'FAQs', MULTI[1])).Survey!.Id).toBe(galway.id);
    expect((await active(multi, 'FAQs', MULTI[2])).Survey!.Id).toBe(everyone.id);
    // The store decides what is offered; the progress is the user's, whichever store reported it.
    expect((await report(multi, galway.id, 'closed', MULTI[0])).statusCode).toBe(204);
    expect(await active(multi, 'FAQs', MULTI[1])).toMatchObject({ ShowSticky: true, Survey: { Id: galway.id } });
    expect((await report(multi, galway.id, 'entered', MULTI[2])).statusCode).toBe(404);
    // Tier 3 stores take surveys too.
    const q = (await db.select().from(schema.surveyQuestions).where(eq(schema.surveyQuestions.surveyId, everyone.id)))[0]!;
    expect((await submit(restricted, everyone.id, q.id, [{ Custom: '5' }], RESTRICTED)).json()).toMatchObject({ Survey: { CurrentQuestionId: null } });
  });
});

describe('GET /api/Survey/{id}/submitemail (§5)', () => {
  it('refuses an email without one @, a dot after it, or with spaces', async () => {
    for (const bad of ['niamh', 'niamh@example', 'niamh walsh@example.ie', 'niamh@@example.ie', '@example.ie', 'niamh@example.ie ']) {
      const res = await email(survey, home.Id, bad, true);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ Message: 'Invalid email format. Please try again.' });
    }
    expect(await db.select().from(schema.surveyEmails)).toEqual([]);
  });

  it('stores the email and opt-in, the last one given counting; HasProvidedEmail is then true on every page for that user only', async () => {
    const a = await colleague();
    expect((await email(a.token, home.Id, 'first@example.ie', true)).statusCode).toBe(204);
    expect((await email(a.token, home.Id, 'niamh.walsh@example.ie', false)).statusCode).toBe(204);
    const rows = await db.select().from(schema.surveyEmails).where(eq(schema.surveyEmails.userId, a.userId));
    expect(rows).toEqual([expect.objectContaining({ surveyId: home.Id, accountId: STORE, email: 'niamh.walsh@example.ie', optIn: false })]);
    expect(await active(a.token, 'Home')).toMatchObject({ HasProvidedEmail: true, ShowModal: true });
    expect(await active(a.token, 'Cart')).toMatchObject({ HasProvidedEmail: true, Survey: { Id: cart.Id } });
    expect(await active(a.token, 'Videos')).toEqual({ ...NOTHING, HasProvidedEmail: true });
    expect((await active(survey, 'Home')).HasProvidedEmail).toBe(false);
  });
});

describe('access (§6)', () => {
  it('needs the bearer token and an accountNumber that is the caller\'s', async () => {
    const noToken = await h.app.inject({ method: 'GET', url: `/api/Survey/active?accountNumber=${STORE}&section=Home` });
    expect(noToken.statusCode).toBe(401);
    const other = await h.app.inject({ method: 'GET', url: `/api/Survey/active?accountNumber=${SINGLE}&section=Home`, headers: auth(survey) });
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBeTruthy();
    expect((await submit(survey, home.Id, hq1.QuestionId, [{ AnswerId: hq1.Answers[0]!.AnswerId }], SINGLE)).statusCode).toBe(403);
    expect((await report(survey, home.Id, 'entered', SINGLE)).statusCode).toBe(403);
    const noAccount = await h.app.inject({ method: 'GET', url: `/api/Survey/${home.Id}/entered`, headers: auth(survey) });
    expect(noAccount.statusCode).toBe(400);
    const badSection = await h.app.inject({ method: 'GET', url: `/api/Survey/active?accountNumber=${STORE}&section=Nowhere`, headers: auth(survey) });
    expect(badSection.statusCode).toBe(400);
    expect(await responses(surveyUser!.id)).toEqual([]);
    expect(await progress(surveyUser!.id, home.Id)).toBeUndefined();
  });
});
