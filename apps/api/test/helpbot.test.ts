import { describe, expect, it } from 'vitest';
import { schema } from '../src/db/open';
import { HELPBOT_QUESTION_NOT_FOUND } from '../src/handlers/cms';
import { helpbotTree } from '../src/services/helpbot';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const restricted = await h.login('restricted@demo.test');

type Question = { Text: string; Answers: { Text: string; NextQuestionId?: number | null; CTALink?: string | null }[] };
const get = (url: string, token = single) => h.app.inject({ method: 'GET', url, headers: auth(token) });
const question = (id?: number, token = single, account = SINGLE) =>
  get(`/api/Cms/HelpbotQuestion?accountNumber=${account}${id === undefined ? '' : `&questionId=${id}`}`, token);

const ROOT_TEXT = 'Hi, I am the Trade Portal assistant. What can I help you with?';

describe('GET /api/Cms/HelpbotQuestion (§2.8, §4 Helpbot, §7)', () => {
  it('gives the root question without a questionId, and for questionId 0', async () => {
    const res = await question();
    expect(res.statusCode).toBe(200);
    const root: Question = res.json();
    expect(root.Text).toBe(ROOT_TEXT);
    expect(root.Answers.length).toBeGreaterThanOrEqual(4);
    expect((await question(0)).json()).toEqual(root);
  });

  it('gives the next question of an answer', async () => {
    const root: Question = (await question()).json();
    const next = root.Answers.find((a) => a.NextQuestionId != null)!;
    const res = await question(next.NextQuestionId!);
    expect(res.statusCode).toBe(200);
    const q: Question = res.json();
    expect(q.Text).not.toBe(ROOT_TEXT);
    expect(q.Answers.length).toBeGreaterThan(0);
  });

  it('answers 404 with a Message for a question that does not exist', async () => {
    const res = await question(9999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: HELPBOT_QUESTION_NOT_FOUND });
    expect((await question(-1)).statusCode).toBe(400);
  });

  it('reaches every question from the root, each answer leading on or linking out, and every CTA the portal handles', async () => {
    const seen = new Map<number, Question>();
    const links = new Set<string>();
    const queue = [0];
    while (queue.length) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      const res = await question(id);
      expect(res.statusCode, `question ${id}`).toBe(200);
      const q: Question = res.json();
      seen.set(id, q);
      for (const a of q.Answers) {
        expect(a.Text.trim()).not.toBe('');
        expect((a.NextQuestionId == null) !== (a.CTALink == null), `answer '${a.Text}' of question ${id}`).toBe(true);
        if (a.NextQuestionId != null) queue.push(a.NextQuestionId);
        if (a.CTALink != null) {
          expect(a.CTALink).toMatch(/^#\//);
          links.add(a.CTALink);
        }
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(12);
    for (const cta of ['#/place-order', '#/my-orders', '#/#downloads', '#/', '#/faqs']) expect(links).toContain(cta);
    // Every stored question is reachable: no orphan content.
    expect((await h.database.db.select().from(schema.helpbotQuestions)).length).toBe(seen.size);
  });

  it('serves Tier 3 stores too, and needs the token and the caller\'s own accountNumber (§6)', async () => {
    expect((await question(undefined, restricted, RESTRICTED)).json().Text).toBe(ROOT_TEXT);
    expect((await h.app.inject({ method: 'GET', url: `/api/Cms/HelpbotQuestion?accountNumber=${SINGLE}` })).statusCode).toBe(401);
    const other = await question(0, single, MULTI[0]);
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBeTruthy();
    expect((await get('/api/Cms/HelpbotQuestion')).statusCode).toBe(400);
    expect((await get(`/api/Cms/HelpbotSubjects?accountNumber=${MULTI[0]}`)).statusCode).toBe(403);
  });
});

describe('GET /api/Cms/HelpbotSubjects', () => {
  it('gives the texts of the root question\'s answers, in order', async () => {
    const root: Question = (await question()).json();
    const res = await get(`/api/Cms/HelpbotSubjects?accountNumber=${SINGLE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(root.Answers.map((a) => a.Text));
    expect(res.json()).toContain('Placing an order');
  });
});

describe('the tree is served from memory (ADR 0019)', () => {
  it('keeps answering after the tables change, until invalidated; an empty tree has no root and no subjects', async () => {
    const root: Question = (await question()).json();
    await h.database.db.delete(schema.helpbotAnswers);
    await h.database.db.delete(schema.helpbotQuestions);
    // The server loaded the tree once: no query per request, so the emptied tables do not show.
    expect((await question()).json()).toEqual(root);
    expect((await get(`/api/Cms/HelpbotSubjects?accountNumber=${SINGLE}`)).json()).toEqual(root.Answers.map((a) => a.Text));
    // A tree read now (a restart, or after invalidate) sees them: question 0 is gone, which hides the widget.
    const fresh = helpbotTree(h.database.db);
    expect(await fresh.question(0)).toBeUndefined();
    expect(await fresh.subjects()).toEqual([]);
    await h.database.db.insert(schema.helpbotQuestions).values({ id: 0, text: 'Changed root' });
    expect((await fresh.question(0))).toBeUndefined();
    fresh.invalidate();
    expect(await fresh.question(0)).toEqual({ Text: 'Changed root', Answers: [] });
  });
});
