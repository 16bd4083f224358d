import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'UI/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn((e) => e.preventDefault()) },
  render: (args) => (
    <Form {...args} aria-label="Track and Trace codes">
      <TextField label="EOID" name="eoid" isRequired errorMessage="This field is required." />
      <TextField label="FID" name="fid" isRequired errorMessage="This field is required." />
      <Button type="submit">Submit codes</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = {
  args: { validationBehavior: 'native' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Submit codes' }));
    await expect(c.getAllByText('This field is required.')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ServerErrors: Story = { args: { validationErrors: { eoid: 'Invalid EOID format. Please try again.' } } };
