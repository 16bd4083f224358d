/**
 * The help bot's question tree (§2.8, §3 Helpbot question, §4 Helpbot, §7 HelpbotQuestion; ADR 0019).
 * The portal asks for question 0 on every page load to decide whether to show the widget, so the tree is
 * content served from memory: read from the database once, on first use, and kept until `invalidate()`
 * (nothing in the server changes the tables; a restart, or `invalidate()`, picks up edits made directly).
 */
import type { HelpbotQuestion } from '@trade-portal/api-client';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';

/** The question the chat starts with (§4 Helpbot). */
export const HELPBOT_ROOT_ID = 0;

/** The help bot tree in memory: questions by id, answered without a database query once loaded. */
export interface HelpbotTree {
  /** The question `id` (Text, Answers with NextQuestionId or CTALink), or undefined when there is none. */
  question(id: number): Promise<HelpbotQuestion | undefined>;
  /** The texts of the root question's answers, in their order; [] without a root. */
  subjects(): Promise<string[]>;
  /** Forgets the loaded tree, so the next call reads the tables again. */
  invalidate(): void;
}

/** Reads every question and answer (two queries) into a map by question id, answers in position order. */
async function loadTree(db: Db): Promise<Map<number, HelpbotQuestion>> {
  const [questions, answers] = await Promise.all([
    db.select().from(schema.helpbotQuestions),
    db.select().from(schema.helpbotAnswers).orderBy(asc(schema.helpbotAnswers.position), asc(schema.helpbotAnswers.id)),
  ]);
  return new Map(
    questions.map((q) => [
      q.id,
      {
        Text: q.text,
        Answers: answers
          .filter((a) => a.questionId === q.id)
          .map((a) => ({ Text: a.text, NextQuestionId: a.nextQuestionId, CTALink: a.ctaLink })),
      },
    ]),
  );
}

/**
 * The help bot tree over `db`, loaded on first use. Concurrent first calls share one load; a failed load is
 * not kept, so the next call tries again.
 */
export function helpbotTree(db: Db): HelpbotTree {
  let loading: Promise<Map<number, HelpbotQuestion>> | undefined;
  const tree = () => {
    if (!loading) {
      const load = loadTree(db);
      loading = load;
      load.catch(() => {
        if (loading === load) loading = undefined;
      });
    }
    return loading;
  };
  return {
    question: async (id) => (await tree()).get(id),
    subjects: async () => (await tree()).get(HELPBOT_ROOT_ID)?.Answers.map((a) => a.Text) ?? [],
    invalidate: () => {
      loading = undefined;
    },
  };
}
