import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isOrderingLink } from '@trade-portal/domain';
import { schema } from '../src/db/open';
import { bumpContentVersion } from '../src/services/content';
import { questionsInWords } from '../src/services/surveyPods';
import { SURVEY_DEMO_ACCOUNT } from '../src/seed/surveys';
import { auth, RESTRICTED, SINGLE, setupApi } from './helpers';

// §6: a TierAccessLevel 3 store is sent no call to action into ordering; §2.9: a survey pod shows only with
// a survey on offer, worded from it.
const h = await setupApi();
const db = h.database.db;
const single = await h.login('single@demo.test');
const restricted = await h.login('restricted@demo.test');
const surveyUser = await h.login('survey@demo.test');

const json = async <T>(path: string, token = single, account = SINGLE): Promise<T> => {
  const res = await h.app.inject({ method: 'GET', url: `${path}${path.includes('?') ? '&' : '?'}accountNumber=${account}`, headers: auth(token) });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json() as T;
};

type Banner = { Link: string; CTA: string; Title: string; Info: string; InfoForOrdering?: boolean };
type Popup = { Title: string; AssetPath: string | null; CTA: string | null };
type Pod = { HomePodId: number; Link: string; CTA: string; Title: string; Desc: string; OpenSurvey: boolean };
type Question = { Text: string; Answers: { Text: string; NextQuestionId?: number | null; CTALink?: string | null }[] };

describe('calls to action into ordering at TierAccessLevel 3 (§6)', () => {
  it('gives tier 3 the hero banner without its call to action to Place Order, and others with it', async () => {
    expect(await json<Banner>('/api/Cms/HeroBanner')).toMatchObject({ Link: '/place-order', CTA: 'Shop the range' });
    const banner = await json<Banner>('/api/Cms/HeroBanner', restricted, RESTRICTED);
    expect(banner).toMatchObject({ Link: '', CTA: '', Title: 'The winter range is in' });
  });

  it('gives tier 3 the hero banner without small print about ordering, and keeps small print that is not', async () => {
    const ordering = 'Order by 18 December for delivery before Christmas.';
    expect(await json<Banner>('/api/Cms/HeroBanner')).toMatchObject({ Info: ordering, InfoForOrdering: true });
    expect(await json<Banner>('/api/Cms/HeroBanner', restricted, RESTRICTED)).toMatchObject({ Info: '', InfoForOrdering: true });
    await db.update(schema.heroBanners).set({ infoForOrdering: false });
    await bumpContentVersion(db);
    try {
      expect((await json<Banner>('/api/Cms/HeroBanner', restricted, RESTRICTED)).Info).toBe(ordering);
    } finally {
      await db.update(schema.heroBanners).set({ infoForOrdering: true });
      await bumpContentVersion(db);
    }
  });

  it('keeps the popup banners for tier 3, without a call to action into ordering', async () => {
    const others = await json<Popup[]>('/api/Cms/PopUpBanners');
    expect(others.find((p) => p.Title === 'New in: Nimbus Pod')).toMatchObject({ AssetPath: '/place-order', CTA: 'Order now' });
    const mine = await json<Popup[]>('/api/Cms/PopUpBanners', restricted, RESTRICTED);
    expect(mine.map((p) => p.Title)).toEqual(others.map((p) => p.Title));
    expect(mine.find((p) => p.Title === 'New in: Nimbus Pod')).toMatchObject({ AssetPath: null, CTA: null });
    // A call to action elsewhere stays.
    expect(mine.find((p) => p.Title === 'Holiday order cut-off')?.CTA).toBe('See the calendar');
  });

  it('leaves out a home pod that leads into ordering for tier 3 only', async () => {
    const [pod] = await db.insert(schema.homePods).values({ position: 9, title: '<b>Quick</b>', description: '<p>By code</p>', link: '/Quick-Order/?from=pod', cta: 'Order by code' }).returning();
    await bumpContentVersion(db);
    try {
      expect((await json<Pod[]>('/api/Cms/HomePods')).map((p) => p.HomePodId)).toContain(pod!.id);
      const mine = await json<Pod[]>('/api/Cms/HomePods', restricted, RESTRICTED);
      expect(mine.map((p) => p.HomePodId)).not.toContain(pod!.id);
      expect(mine.length).toBeGreaterThan(0);
    } finally {
      await db.delete(schema.homePods).where(eq(schema.homePods.id, pod!.id));
      await bumpContentVersion(db);
    }
  });

  it('gives tier 3 the FAQs with their links into ordering as plain words, other links kept', async () => {
    type Faq = { FaqId: number; Question: string; Answer: string };
    const others = await json<Faq[]>('/api/Cms/Faqs');
    const mine = await json<Faq[]>('/api/Cms/Faqs', restricted, RESTRICTED);
    expect(mine.map((f) => f.Question)).toEqual(others.map((f) => f.Question));
    const hrefs = (faqs: Faq[]) => faqs.flatMap((f) => [...f.Answer.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!));
    expect(hrefs(others)).toContain('/place-order');
    expect(hrefs(mine).filter((href) => isOrderingLink(href))).toEqual([]);
    expect(hrefs(mine)).toContain('/see-all-downloads');
    const placing = mine.find((f) => f.Question === 'How do I place an order?')!;
    expect(placing.Answer).toContain('<p>Open Place order, set quantities');
  });

  /** Every question reachable from the root for `token`, by id. */
  const walk = async (token: string, account: string) => {
    const seen = new Map<number, Question>();
    const queue = [0];
    while (queue.length) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      const q = await json<Question>(`/api/Cms/HelpbotQuestion?questionId=${id}`, token, account);
      seen.set(id, q);
      for (const a of q.Answers) if (a.NextQuestionId != null) queue.push(a.NextQuestionId);
    }
    return seen;
  };

  it('gives tier 3 a help bot with no link into ordering and no answer that leads only to one', async () => {
    const tree = await walk(restricted, RESTRICTED);
    const answers = [...tree.values()].flatMap((q) => q.Answers);
    expect(answers.filter((a) => isOrderingLink(a.CTALink))).toEqual([]);
    const texts = answers.map((a) => a.Text);
    for (const gone of ['Start a new order', 'Change or cancel a pending order', 'My stock card', 'Where is my order?']) expect(texts).not.toContain(gone);
    // A branch with something left for tier 3 stays, with that alone.
    const root = tree.get(0)!;
    const placing = root.Answers.find((a) => a.Text === 'Placing an order')!;
    expect(tree.get(placing.NextQuestionId!)!.Answers.map((a) => a.Text)).toEqual(['Why can I not choose any quantity?']);
    expect(await json<string[]>('/api/Cms/HelpbotSubjects', restricted, RESTRICTED)).toEqual(root.Answers.map((a) => a.Text));
    expect(answers.some((a) => a.CTALink === '#/faqs')).toBe(true);
  });

  it('keeps the whole help bot for the other tiers', async () => {
    const tree = await walk(single, SINGLE);
    const answers = [...tree.values()].flatMap((q) => q.Answers);
    expect(answers.map((a) => a.Text)).toContain('Start a new order');
    expect(answers.some((a) => a.CTALink === '#/place-order')).toBe(true);
    expect(await json<string[]>('/api/Cms/HelpbotSubjects')).toContain('My stock card');
  });
});

describe('the survey pod (§2.9 OpenSurvey, §2.12)', () => {
  it('is sent only to a store with a survey on offer, naming its title and real question count', async () => {
    expect((await json<Pod[]>('/api/Cms/HomePods')).filter((p) => p.OpenSurvey)).toEqual([]);
    expect((await json<Pod[]>('/api/Cms/HomePods', restricted, RESTRICTED)).filter((p) => p.OpenSurvey)).toEqual([]);
    const [survey] = await db.select().from(schema.surveys).where(eq(schema.surveys.section, 'Home'));
    const questions = await db.select().from(schema.surveyQuestions).where(eq(schema.surveyQuestions.surveyId, survey!.id));
    const [pod] = (await json<Pod[]>('/api/Cms/HomePods', surveyUser, SURVEY_DEMO_ACCOUNT)).filter((p) => p.OpenSurvey);
    expect(pod).toMatchObject({ Link: '/', CTA: 'Take the survey', Title: `<strong>${survey!.title}</strong>` });
    expect(questions.length).toBe(4);
    expect(pod!.Desc).toContain(questionsInWords(questions.length));
    expect(pod!.Desc).toContain('four questions');
    expect(pod!.Desc).not.toMatch(/[{}]/);
  });

  it('goes once the survey is closed from the sticky panel (offered no more)', async () => {
    const user = await h.login('survey@demo.test');
    const [survey] = await db.select().from(schema.surveys).where(eq(schema.surveys.section, 'Home'));
    const closed = await h.app.inject({ method: 'GET', url: `/api/Survey/${survey!.id}/closed?fromSticky=true&accountNumber=${SURVEY_DEMO_ACCOUNT}`, headers: auth(user) });
    expect(closed.statusCode).toBeLessThan(300);
    expect((await json<Pod[]>('/api/Cms/HomePods', user, SURVEY_DEMO_ACCOUNT)).filter((p) => p.OpenSurvey)).toEqual([]);
  });

  it('words counts for people', () => {
    expect(questionsInWords(1)).toBe('one question');
    expect(questionsInWords(4)).toBe('four questions');
    expect(questionsInWords(13)).toBe('13 questions');
  });
});
