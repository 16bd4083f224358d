import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = { title: 'UI/ErrorPage', component: ErrorPage, tags: ['autodocs'], parameters: { layout: 'fullscreen' } } satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
export const BadRequest: Story = { args: { status: 400 } };
export const Forbidden: Story = { args: { status: 403 } };
export const MethodNotAllowed: Story = { args: { status: 405 } };
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  },
};
export const LongDetail: Story = { args: { status: 403, detail: 'Your account does not have access to this page. Ask your business advisor to change your access level if you think this is wrong.' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
