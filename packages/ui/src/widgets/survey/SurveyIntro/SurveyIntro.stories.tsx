import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SurveyIntro, surveyIntroViews, type SurveyIntroProps } from './SurveyIntro';
import { phoneViewport, startHtml, termsHtml } from '../shared/fixtures';

/** The intro with its view held in the story, as the survey machine holds it (`intro` ⇄ `terms`). */
function Controlled(props: SurveyIntroProps) {
  const [view, setView] = useState(props.view ?? 'intro');
  return (
    <SurveyIntro
      {...props}
      view={view}
      onTerms={() => {
        props.onTerms();
        setView('terms');
      }}
      onBack={() => {
        props.onBack();
        setView('intro');
      }}
    />
  );
}

const meta = {
  title: 'UI/Widgets/SurveyIntro',
  component: SurveyIntro,
  tags: ['autodocs'],
  args: { isOpen: true, view: 'intro', startHtml, termsHtml, onContinue: fn(), onDecline: fn(), onTerms: fn(), onStart: fn(), onBack: fn() },
  argTypes: { view: { control: 'inline-radio', options: surveyIntroViews } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SurveyIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** The invitation: StartHtml, 'Terms and Conditions', 'No thanks' and 'Continue'; focus is inside. */
export const Intro: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Share your feedback' });
    await expect(dialog).toHaveTextContent('four short questions');
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
/** 'No thanks' declines; so does Escape. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Share your feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(2);
  },
};
/** 'Terms and Conditions' shows the terms with 'Back' and 'Start survey'; Back returns to the invitation. */
export const Terms: Story = {
  play: async ({ canvasElement, args }) => {
    const p = page(canvasElement);
    await userEvent.click(within(await p.findByRole('dialog', { name: 'Share your feedback' })).getByRole('button', { name: 'Terms and Conditions' }));
    const terms = await p.findByRole('dialog', { name: 'Terms and Conditions' });
    await expect(within(terms).getByRole('region', { name: 'Terms text' })).toHaveTextContent('kept for 12 months');
    await userEvent.click(within(terms).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(within(await p.findByRole('dialog', { name: 'Share your feedback' })).getByRole('button', { name: 'Terms and Conditions' }));
    await userEvent.click(within(await p.findByRole('dialog', { name: 'Terms and Conditions' })).getByRole('button', { name: 'Start survey' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};
/** Server HTML is sanitised: a script and an inline handler never reach the page. */
export const SanitisedHtml: Story = {
  args: { startHtml: '<p onclick="alert(1)">Tell us <img src=x onerror="alert(1)">what you think</p><script>alert(1)</script>' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Share your feedback' });
    await expect(dialog).toHaveTextContent('Tell us what you think');
    await expect(dialog.querySelector('script, img, [onclick]')).toBeNull();
  },
};
export const PhoneIntro: Story = { globals: phoneViewport };
export const PhoneTerms: Story = { args: { view: 'terms' }, globals: phoneViewport };
