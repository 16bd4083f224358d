import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Helpbot, helpbotModes, type HelpbotMessage, type HelpbotMode, type HelpbotProps } from './Helpbot';
import { phoneViewport } from '../../../ordering/shared/fixtures';

const root: HelpbotMessage = {
  question: 'Hi, I am the Trade Portal assistant. What can I help you with?',
  answers: [{ text: 'Placing an order' }, { text: 'My orders and invoices' }, { text: 'Price lists and downloads' }],
  chosenIndex: null,
};
const orders: HelpbotMessage = {
  question: 'What do you need to know about your orders?',
  answers: [{ text: 'Where is my order?' }, { text: 'Download an invoice' }],
  chosenIndex: null,
};
const whereIsIt: HelpbotMessage = {
  question: 'My Orders lists every order of your store with its status. Open it to see where yours is.',
  answers: [{ text: 'Open My Orders', isLink: true }, { text: 'Go to home', isLink: true }, { text: 'Something else' }],
  chosenIndex: null,
};
const answered = (message: HelpbotMessage, chosenIndex: number): HelpbotMessage => ({ ...message, chosenIndex });
const history = [answered(root, 1), answered(orders, 0), whereIsIt];
/** Next question of each answer text in the stories' little tree. */
const next: Record<string, HelpbotMessage> = { 'My orders and invoices': orders, 'Where is my order?': whereIsIt, 'Placing an order': orders };

/**
 * The widget with its own state, as the portal's machine would drive it but without timings: pressing
 * the launcher opens, an answer appends the next question, a revert truncates, closing goes to `closing`.
 */
function Live(props: HelpbotProps) {
  const [mode, setMode] = useState<HelpbotMode>(props.mode);
  const [messages, setMessages] = useState(props.messages);
  return (
    <Helpbot
      {...props}
      mode={mode}
      messages={messages}
      onOpen={() => { props.onOpen(); setMode('open'); }}
      onClose={() => { props.onClose(); setMode('closing'); }}
      onAnswer={(answerIndex) => {
        props.onAnswer(answerIndex);
        const last = messages[messages.length - 1];
        const follow = last && next[last.answers[answerIndex]?.text ?? ''];
        setMessages([...messages.slice(0, -1), ...(last ? [answered(last, answerIndex)] : []), ...(follow ? [follow] : [])]);
      }}
      onRevert={(index) => {
        props.onRevert(index);
        setMessages(messages.slice(0, index + 1).map((m, i) => (i === index ? { ...m, chosenIndex: null } : m)));
      }}
    />
  );
}

const meta = {
  title: 'UI/Widgets/Helpbot',
  component: Helpbot,
  tags: ['autodocs', 'phone'],
  parameters: { layout: 'fullscreen' },
  argTypes: { mode: { control: 'inline-radio', options: helpbotModes } },
  args: { mode: 'launcher', messages: [], isTyping: false, onOpen: fn(), onClose: fn(), onAnswer: fn(), onRevert: fn(), onHover: fn() },
  decorators: [
    (Story) => (
      // A stand-in page, so the fixed widget has a screen to sit on.
      <div style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box' }}>
        <h1 style={{ margin: '0 0 12px' }}>Welcome</h1>
        <p style={{ margin: 0 }}>The page behind the help bot.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Helpbot>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (el: HTMLElement) => within(el.ownerDocument.body);
// The widget's code loads when it first renders (a lazy layer): find, then act.
const launcher = (el: HTMLElement) => screen(el).findByRole('button', { name: 'Can I help?' });
// The floating lane's width (ADR 0036): the 58 px tab of §9, 44 px on phones (up to 767 px).
const laneWidth = (el: HTMLElement) => ((el.ownerDocument.defaultView?.innerWidth ?? 0) <= 767 ? 44 : 58);

/** Collapsed to the 58 px tab (§4, §9; 44 px on phones, ADR 0036), 5 s after load: the name stays 'Can I help?'; a mouse over it asks to show the launcher. */
export const Tab: Story = {
  args: { mode: 'tab' },
  play: async ({ canvasElement, args }) => {
    const tab = await launcher(canvasElement);
    await expect(tab).toHaveAttribute('data-state', 'tab');
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    const box = tab.getBoundingClientRect();
    await expect(box.width).toBe(laneWidth(canvasElement));
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - box.right).toBe(0);
    await userEvent.hover(tab);
    await expect(args.onHover).toHaveBeenCalled();
    await userEvent.unhover(tab);
  },
};

/**
 * The 'Can I help?' launcher of §2.8, as it shows after load and on hover; pressing it opens the chat.
 * It keeps to the floating lane's width (ADR 0036), the icon over the label in two lines, so it covers
 * nothing of a page that keeps the lane free.
 */
export const Launcher: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await launcher(canvasElement);
    await expect(button).toHaveTextContent('Can I help?');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(laneWidth(canvasElement));
    await expect(canvasElement.ownerDocument.documentElement.clientWidth - box.right).toBe(0);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches the launcher, Enter opens. */
export const LauncherKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const button = await launcher(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The 100 ms between the press and the open chat (§4): the launcher stays, pressed and expanded. */
export const Opening: Story = {
  args: { mode: 'opening' },
  play: async ({ canvasElement }) => {
    await expect(await launcher(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(await launcher(canvasElement)).toHaveAttribute('data-state', 'opening');
    await expect(screen(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Open, the second before question 0 (§4): the bot is typing; focus is on the panel's heading. */
export const OpenStarting: Story = {
  args: { mode: 'open', isTyping: true },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Help chat' })).toHaveFocus());
    await expect(within(dialog).getByText('The help bot is typing')).toBeInTheDocument();
    await expect(within(dialog).getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'polite');
    await expect(screen(canvasElement).queryByRole('button', { name: 'Can I help?' })).toBeNull();
  },
};

/** An answer chosen and the next question on its way: the reply shows, no answers to press meanwhile. */
export const Fetching: Story = {
  args: { mode: 'open', isTyping: true, messages: [answered(root, 1)] },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await expect(within(dialog).getByText('My orders and invoices')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('group', { name: 'Answers' })).toBeNull();
    await expect(dialog.querySelector('[data-typing]')).not.toBeNull();
  },
};

/**
 * Two answers given, the third question waiting: the replies, a revert control on each answered bot
 * message, the answers as buttons (focus on the first); Escape closes.
 */
export const ChattingWithHistory: Story = {
  args: { mode: 'open', messages: history },
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    const log = within(dialog).getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    const reverts = within(dialog).getAllByRole('button', { name: 'Go back to this question' });
    await expect(reverts).toHaveLength(2);
    await expect(reverts[0]).toHaveAccessibleDescription(`Help bot: ${root.question}`);
    const answers = within(within(dialog).getByRole('group', { name: 'Answers' })).getAllByRole('button');
    await expect(answers.map((b) => b.textContent)).toEqual(['Open My Orders', 'Go to home', 'Something else']);
    await waitFor(() => expect(answers[0]).toHaveFocus());
    await userEvent.click(answers[2]!);
    await expect(args.onAnswer).toHaveBeenCalledWith(2);
    await userEvent.click(reverts[1]!);
    await expect(args.onRevert).toHaveBeenCalledWith(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * 'Go back to this question' on the first message: the chat is cut back to it, its answers return and
 * focus lands on the first of them; choosing again walks on from there.
 */
export const AfterRevert: Story = {
  args: { mode: 'open', messages: history },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Go back to this question' })[0]!);
    await expect(args.onRevert).toHaveBeenCalledWith(0);
    await expect(within(within(dialog).getByRole('log')).getAllByRole('listitem')).toHaveLength(1);
    const first = within(within(dialog).getByRole('group', { name: 'Answers' })).getByRole('button', { name: 'Placing an order' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'My orders and invoices' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(1);
    await expect(within(within(dialog).getByRole('log')).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Where is my order?' })).toHaveFocus());
  },
};

/** A question whose answers lead to pages (§4 CTA link): filled buttons with an arrow, `data-link`. */
export const CtaAnswers: Story = {
  args: { mode: 'open', messages: [whereIsIt] },
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    const link = within(dialog).getByRole('button', { name: 'Open My Orders' });
    await expect(link).toHaveAttribute('data-link');
    await expect(within(dialog).getByRole('button', { name: 'Something else' })).not.toHaveAttribute('data-link');
    for (const button of within(dialog).getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(link);
    await expect(args.onAnswer).toHaveBeenCalledWith(0);
  },
};

/** Closing (§4: the chat clears after 0.5 s): the panel fades out, inert, and focus is back on the launcher. */
export const Closing: Story = {
  args: { mode: 'open', messages: history },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close help chat' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(dialog).toHaveAttribute('data-state', 'closing');
    await expect(dialog).toHaveAttribute('inert');
    await waitFor(async () => expect(await launcher(canvasElement)).toHaveFocus());
    await expect(await launcher(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened from the launcher: focus moves from the launcher to the heading, and back on close. */
export const OpenAndClose: Story = {
  tags: ['no-visual'],
  args: { mode: 'launcher', messages: [root] },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await launcher(canvasElement));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Help chat' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close help chat' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await launcher(canvasElement)).toHaveFocus());
  },
};

/** Phones (390 px): the chat is a sheet across the bottom of the screen. */
export const Phone: Story = {
  args: { mode: 'open', messages: history },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: 'Help chat' });
    const doc = canvasElement.ownerDocument.documentElement;
    // After the 250 ms rise of its entry.
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(canvasElement.ownerDocument.defaultView?.innerHeight));
    await expect(dialog.getBoundingClientRect().width).toBe(doc.clientWidth);
  },
};

/**
 * Phones: the tab sits on the right edge above the back-to-top button's place (36 px, 4 px from the edge),
 * 44 px wide, the phone's floating lane (ADR 0036).
 */
export const PhoneTab: Story = {
  args: { mode: 'tab' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const box = (await launcher(canvasElement)).getBoundingClientRect();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientHeight - box.bottom).toBeGreaterThanOrEqual(4 + 36);
    await expect(doc.clientWidth - box.right).toBe(0);
    await expect(box.width).toBe(44);
  },
};
