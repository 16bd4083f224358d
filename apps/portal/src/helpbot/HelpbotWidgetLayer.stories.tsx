import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { HelpbotQuestion } from '@trade-portal/api-client';
import { ctaPath, helpbotMachine, type FetchQuestionInput } from '@trade-portal/machines';
import { Box, Heading } from '@trade-portal/ui';
import { HelpbotView } from './HelpbotWidgetLayer';

/**
 * The help bot as the portal runs it (§2.8, §4 Helpbot): the real machine and its §9 timings, with a
 * small question tree in place of GET /api/Cms/HelpbotQuestion and spies for the analytics event and the
 * navigation. Question 3 answers 404, as a broken link of the tree would (§8: ignored).
 */
const tree: Record<number, HelpbotQuestion> = {
  0: {
    Text: 'Hi, I am the Trade Portal assistant. What can I help you with?',
    Answers: [{ Text: 'My orders and invoices', NextQuestionId: 1 }, { Text: 'Price lists and downloads', NextQuestionId: 2 }, { Text: 'Something broken', NextQuestionId: 3 }],
  },
  1: { Text: 'My Orders lists your orders with their status.', Answers: [{ Text: 'Open My Orders', CTALink: '#/my-orders' }, { Text: 'Back to the start', NextQuestionId: 0 }] },
  2: { Text: 'The price lists are in the downloads section of home.', Answers: [{ Text: 'Show me the downloads', CTALink: '#/#downloads' }] },
};
const fetchQuestion = fn(async ({ questionId }: FetchQuestionInput): Promise<HelpbotQuestion> => {
  const question = tree[questionId];
  if (!question) throw Object.assign(new Error('Not Found'), { Message: 'There is no such help bot question.' });
  return question;
});
const logOpen = fn();
const navigate = fn((_path: string) => {});
const machine = helpbotMachine.provide({
  actors: { fetchQuestion: fromPromise(({ input }: { input: FetchQuestionInput }) => fetchQuestion(input)) },
  actions: { logOpen: () => logOpen(), navigate: (_, { path }) => navigate(path) },
});

function Page() {
  return (
    <Box as="main" padding="large" style={{ minHeight: '100vh' }}>
      <Heading level="1">Place Order</Heading>
      <HelpbotView machine={machine} />
    </Box>
  );
}

const meta = {
  title: 'Portal/Helpbot',
  component: Page,
  // Looks are the ui stories' (UI/Widgets/Helpbot); these run on real timers, so no screenshots.
  tags: ['autodocs', 'no-visual', 'phone'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: "The help chatbot widget of §2.8 wired to its machine with fake actors, on real timers (the spec's 100, 500, 1000 and 5000 ms); its looks are UI/Widgets/Helpbot's stories." } },
  },
  beforeEach: () => {
    fetchQuestion.mockClear();
    logOpen.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const launcher = (el: HTMLElement) => body(el).findByRole('button', { name: 'Can I help?' });

/** After load: question 0 answered, so the launcher shows (§2.8). */
export const Launcher: Story = {
  play: async ({ canvasElement }) => {
    await expect(await launcher(canvasElement)).toHaveAttribute('data-state', 'launcher');
    await expect(fetchQuestion).toHaveBeenCalledWith({ questionId: 0 });
  },
};

/**
 * Open (logged 100 ms after the press), question 0 a second later, an answer to question 1, its CTA:
 * navigation to '/my-orders' (hash prefix stripped) and the chat closes, focus back on the launcher.
 */
export const WalkToACta: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await launcher(canvasElement));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await waitFor(() => expect(logOpen).toHaveBeenCalledOnce());
    await within(dialog).findByRole('button', { name: 'My orders and invoices' }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'My orders and invoices' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Open My Orders' }));
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith(ctaPath('#/my-orders'));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await launcher(canvasElement)).toHaveFocus();
  },
};

/** A next question that fails (404) is ignored (§8): the reply stays, the revert brings the answers back. */
export const FailedNextQuestion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await launcher(canvasElement));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Something broken' }, { timeout: 3000 }));
    await waitFor(() => expect(fetchQuestion).toHaveBeenCalledWith({ questionId: 3 }));
    await waitFor(() => expect(dialog.querySelector('[data-typing]')).toBeNull());
    await expect(within(dialog).queryByRole('group', { name: 'Answers' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back to this question' }));
    // The pressed revert control is gone: focus goes to the first answer.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'My orders and invoices' })).toHaveFocus());
  },
};
