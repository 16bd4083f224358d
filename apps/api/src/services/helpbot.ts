/**
 * The help bot's question tree (§2.8, §3 Helpbot question, §4 Helpbot, §7 HelpbotQuestion; ADR 0019).
 * The portal asks for question 0 on every page load to decide whether to show the widget, so the tree is
 * content served from memory: read from the database once, on first use, and kept until `invalidate()`
 * (nothing in the server changes the tables; a restart, or `invalidate()`, picks up edits made directly).
 */
import type { HelpbotQuestion } from '@trade-portal/api-client';
import { isOrderingLink, isRestricted } from '@trade-portal/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/open';
import { schema } from '../db/open';

/** The question the chat starts with (§4 Helpbot). */
export const HELPBOT_ROOT_ID = 0;

/** The help bot tree in memory: questions by id, answered without a database query once loaded. */
export interface HelpbotTree {
  /**
   * The question `id` (Text, Answers with NextQuestionId or CTALink), or undefined when there is none.
   * @param tier the store's TierAccessLevel: at 3 the tree is {@link withoutOrdering}'s (§6)
   */
  question(id: number, tier?: number): Promise<HelpbotQuestion | undefined>;
  /** The texts of the root question's answers, in their order; [] without a root. At tier 3, {@link withoutOrdering}'s. */
  subjects(tier?: number): Promise<string[]>;
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

type Tree = Map<number, HelpbotQuestion>;

/**
 * The tree as TierAccessLevel 3 sees it (§6: no call to action into ordering). An answer is left out when
 * its CTALink leads into ordering (`isOrderingLink`, the portal route guard's paths), or when it leads to
 * a question with nothing left for tier 3 but ways back to the root: 'Start a new order' goes to a
 * question whose one link is Place Order, so it goes too. That is repeated until nothing changes, so a
 * branch that is all ordering ('My stock card') disappears from the root, while one that still has an
 * answer for tier 3 stays with that answer. The root itself always stays.
 */
export function withoutOrdering(tree: Tree): Tree {
  const closed = new Set<number>();
  const open = (a: HelpbotQuestion['Answers'][number]) =>
    !isOrderingLink(a.CTALink) && !(a.NextQuestionId !== null && a.NextQuestionId !== undefined && closed.has(a.NextQuestionId));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, q] of tree) {
      if (id === HELPBOT_ROOT_ID || closed.has(id)) continue;
      if (q.Answers.filter(open).every((a) => a.NextQuestionId === HELPBOT_ROOT_ID)) {
        closed.add(id);
        changed = true;
      }
    }
  }
  return new Map([...tree].map(([id, q]) => [id, { ...q, Answers: q.Answers.filter(open) }]));
}

/**
 * The help bot tree over `db`, loaded on first use. Concurrent first calls share one load; a failed load is
 * not kept, so the next call tries again.
 */
export function helpbotTree(db: Db): HelpbotTree {
  let loading: Promise<{ all: Tree; restricted: Tree }> | undefined;
  const trees = () => {
    if (!loading) {
      // Tier 3's view is worked out once per load, like the tree itself.
      const load = loadTree(db).then((all) => ({ all, restricted: withoutOrdering(all) }));
      loading = load;
      load.catch(() => {
        if (loading === load) loading = undefined;
      });
    }
    return loading;
  };
  const tree = async (tier?: number) => {
    const { all, restricted } = await trees();
    return isRestricted(tier) ? restricted : all;
  };
  return {
    question: async (id, tier) => (await tree(tier)).get(id),
    subjects: async (tier) => (await tree(tier)).get(HELPBOT_ROOT_ID)?.Answers.map((a) => a.Text) ?? [],
    invalidate: () => {
      loading = undefined;
    },
  };
}
