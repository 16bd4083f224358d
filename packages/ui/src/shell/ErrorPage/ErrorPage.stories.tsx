import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
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
/** The router's error screen for a 404 from the server while a page renders: §8's heading, '404 Not Found'. */
export const RouterNotFound: Story = {
  args: { status: 404, variant: 'error' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await expect(c.getByText('404 Not Found')).toBeInTheDocument();
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
/** Inside a frame (the private shell or the public frame): a section, not a second main landmark, with a retry action. */
export const InFrameWithAction: Story = {
  args: { status: 500, inFrame: true, action: <Button variant="secondary">Try again</Button> },
  render: (args) => (
    <main>
      <ErrorPage {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('main')).toHaveLength(1);
    await expect(c.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
/** A page whose code the device has not kept, opened offline (right after a first login): no status, a retry. */
export const Offline: Story = {
  args: { variant: 'offline', action: <Button variant="secondary">Try again</Button> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(c.getByText('This page is not kept on this device yet. Connect to the internet, then try again.')).toBeVisible();
    await expect(c.queryByText('404')).toBeNull();
  },
};
