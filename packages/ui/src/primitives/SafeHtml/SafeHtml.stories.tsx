import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: '<p>Tell us about your <strong>ordering experience</strong>: it takes two minutes.</p>' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = {};
export const ListAndLink: Story = {
  args: {
    html: '<p>Three questions:</p><ul><li>How you order</li><li>What you stock</li><li>What we can do better</li></ul><p>Read the <a href="/terms-conditions" target="_blank">terms</a>.</p>',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
/** Scripts, event handlers, styles and javascript: links are removed; the text stays. */
export const Hostile: Story = {
  args: {
    html: '<p onclick="alert(1)">Thanks<script>alert(2)</script> <img src=x onerror="alert(3)"><a href="javascript:alert(4)">for taking part</a><style>body{display:none}</style></p>',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-safe-html]');
    await expect(root?.innerHTML).toBe('<p>Thanks <a>for taking part</a></p>');
  },
};

/** Payloads that run script through SVG, MathML, frames, forms and encodings: each is fed to the sanitiser and inserted into the page; none runs. */
const payloads = [
  '<svg onload="window.__xss=1"><circle r="10"/></svg>',
  '<svg><script>window.__xss=2</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=3"><text x="10" y="20">tap</text></a></svg>',
  '<svg><animate onbegin="window.__xss=4" attributeName="x" dur="1s"/></svg>',
  '<svg><foreignObject><img src=x onerror="window.__xss=5"></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=6"></style></mglyph></table></mtext></math>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<img src=x onerror="window.__xss=8">',
  '<a href="jAvAsCrIpT:window.__xss=9">link</a>',
  '<a href="&#106;avascript:window.__xss=10">encoded</a>',
  '<form action="javascript:window.__xss=11"><button>go</button></form>',
  '<details open ontoggle="window.__xss=12">x</details>',
  '<object data="javascript:window.__xss=13"></object>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=14>">',
  '<p style="background:url(javascript:window.__xss=15)">styled</p>',
];

export const HostilePayloads: Story = {
  args: { html: payloads.join('') },
  play: async ({ canvasElement }) => {
    const w = window as unknown as { __xss?: number };
    delete w.__xss;
    const root = canvasElement.querySelector('[data-safe-html]')!;
    // Each payload on its own too, inserted into the live page, where an event handler would fire.
    const probe = document.createElement('div');
    document.body.append(probe);
    for (const payload of payloads) {
      const clean = sanitizeHtml(payload);
      probe.innerHTML = clean;
      await expect(clean, payload).not.toMatch(/<(svg|math|script|iframe|object|form|style|img|details|noscript)\b/i);
      await expect(clean, payload).not.toMatch(/\son\w+=|javascript:|xlink:href|srcdoc|style=/i);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    probe.remove();
    await expect(w.__xss, 'no payload ran').toBeUndefined();
    await expect(root.querySelector('svg, math, script, iframe, object, form, img, details')).toBeNull();
  },
};
