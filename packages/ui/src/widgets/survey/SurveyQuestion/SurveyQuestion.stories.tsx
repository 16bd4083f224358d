import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveyQuestion, type SurveyQuestionProps } from './SurveyQuestion';
import { freeText, multipleChoice, phoneViewport, rating, singleChoice } from '../shared/fixtures';

/**
 * The question held in the story as the portal's survey machine holds it: a single choice replaces, a
 * multiple choice toggles up to `maxSelections`, and Next is enabled once the draft is an answer (§5).
 */
function Controlled(props: SurveyQuestionProps) {
  const [selected, setSelected] = useState(props.selected);
  const [value, setValue] = useState(props.rating);
  const [text, setText] = useState(props.text);
  const multiple = props.question.MultipleSelections;
  const answered = props.question.Type === 2 ? value != null : props.question.Type === 3 ? text.trim() !== '' : selected.length > 0;
  return (
    <SurveyQuestion
      {...props}
      selected={selected}
      rating={value}
      text={text}
      canContinue={props.canContinue || answered}
      onSelect={(id) => {
        props.onSelect(id);
        setSelected((s) => (!multiple ? [id] : s.includes(id) ? s.filter((x) => x !== id) : s.length < props.maxSelections ? [...s, id] : s));
      }}
      onRate={(v) => {
        props.onRate(v);
        setValue(v);
      }}
      onTextChange={(t) => {
        props.onTextChange(t);
        setText(t);
      }}
    />
  );
}

const meta = {
  title: 'UI/Widgets/SurveyQuestion',
  component: SurveyQuestion,
  tags: ['autodocs'],
  args: {
    question: singleChoice,
    progress: { current: 1, total: 4 },
    maxSelections: 1,
    selected: [],
    rating: null,
    text: '',
    canContinue: false,
    onSelect: fn(),
    onRate: fn(),
    onTextChange: fn(),
    onNext: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SurveyQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A single choice with nothing chosen: Next is disabled (§5: one answer needed). */
export const SingleChoiceEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('progressbar', { name: 'Question 1 of 4' })).toHaveAttribute('aria-valuenow', '1');
    await expect(c.getByRole('radiogroup', { name: singleChoice.Text })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};
/** One answer chosen: Next is enabled and sends it. */
export const SingleChoiceAnswered: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Every week' }));
    await userEvent.click(c.getByRole('radio', { name: 'Once a month' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(13);
    await expect(c.getByRole('radio', { name: 'Once a month' })).toBeChecked();
    await userEvent.click(c.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};
/** A multiple choice of at most 3: the hint says so; nothing chosen yet, so Next is disabled. */
export const MultipleChoiceEmpty: Story = {
  args: { question: multipleChoice, maxSelections: 3, progress: { current: 2, total: 4 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: multipleChoice.Text });
    await expect(group).toHaveAccessibleDescription('Choose up to 3');
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
/** At the maximum (3): the other boxes are disabled; unticking one frees them again (§5). */
export const MultipleChoiceAtMaximum: Story = {
  args: MultipleChoiceEmpty.args,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const name of ['Ready Made Cigarettes', 'e-Vapour', 'Cigars']) await userEvent.click(c.getByRole('checkbox', { name }));
    await expect(c.getByRole('checkbox', { name: 'Roll Your Own' })).toBeDisabled();
    await expect(c.getByRole('checkbox', { name: 'Nicotine Pouch' })).toBeDisabled();
    await expect(c.getByRole('checkbox', { name: 'Cigars' })).toBeEnabled();
    await expect(c.getByRole('group', { name: multipleChoice.Text })).toHaveAttribute('data-at-max', 'true');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
    await userEvent.click(c.getByRole('checkbox', { name: 'e-Vapour' }));
    await expect(c.getByRole('checkbox', { name: 'Roll Your Own' })).toBeEnabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Roll Your Own' }));
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
/** No MaxSelections from the server: the widget allows 2 (§5, §9). */
export const MultipleChoiceDefaultMaximum: Story = {
  args: { question: multipleChoice, maxSelections: 2, selected: [22, 24] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: multipleChoice.Text })).toHaveAccessibleDescription('Choose up to 2');
    await expect(c.getByRole('checkbox', { name: 'Cigars' })).toBeDisabled();
  },
};
/** A rating with nothing chosen: five radios in a row, 'Poor' and 'Excellent' at the ends; Next disabled. */
export const RatingEmpty: Story = {
  args: { question: rating, progress: { current: 3, total: 4 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const group = c.getByRole('radiogroup', { name: rating.Text });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(within(group).getByRole('radio', { name: '1 Poor' })).toBeVisible();
    await expect(within(group).getByRole('radio', { name: '5 Excellent' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
/** A rating chosen from the keyboard: arrow keys move along the row. */
export const RatingChosen: Story = {
  args: RatingEmpty.args,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: '3' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRate).toHaveBeenLastCalledWith(4);
    await expect(c.getByRole('radio', { name: '4' })).toBeChecked();
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
/** Free text, empty: Next is disabled (blank text is no answer, §5). */
export const FreeTextEmpty: Story = {
  args: { question: freeText, progress: { current: 4, total: 4 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: freeText.Text }), '   ');
    await expect(c.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
/** Free text typed over two lines: Next is enabled (the line break becomes a space when it is sent). */
export const FreeTextTyped: Story = {
  args: FreeTextEmpty.args,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: freeText.Text }), 'Faster delivery{Enter}on Mondays');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('Faster delivery\non Mondays');
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
/** The answer is being sent: Next shows a spinner, the choices are read-only. */
export const Pending: Story = {
  args: { question: multipleChoice, maxSelections: 3, selected: [21, 23], canContinue: true, isPending: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Next' })).toHaveAttribute('data-pending', 'true');
    await expect(c.getByRole('checkbox', { name: 'Ready Made Cigarettes' })).toBeDisabled();
  },
};
/** The server refused the answer (400): its Message as an alert; the answer is kept to try again. */
export const ServerError: Story = {
  args: { selected: [12], canContinue: true, errorMessage: 'This survey is no longer running.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('This survey is no longer running.');
    await expect(c.getByRole('radio', { name: 'Every two weeks' })).toBeChecked();
    await expect(c.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
export const PhoneMultipleChoice: Story = { args: MultipleChoiceEmpty.args, globals: phoneViewport };
export const PhoneRating: Story = { args: { ...RatingEmpty.args, rating: 5 }, globals: phoneViewport };
