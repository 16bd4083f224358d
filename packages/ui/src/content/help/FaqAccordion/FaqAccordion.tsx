import { Suspense } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import type { Faq } from '@trade-portal/api-client';
import { Stack } from '../../../primitives/Box';
import { Icon } from '../../../primitives/Icon';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { sprinkles } from '../../../theme';

// The sanitiser (~11 kB gzip of DOMPurify) loads beside the page, not in its first download: the answers
// are closed when the page shows, and the questions are plain text.
const SafeHtml = suspenseComponent(lazyPart(() => import('../../../primitives/SafeHtml')), (m) => m.SafeHtml);
import * as css from './FaqAccordion.css';
import { lazyPart, suspenseComponent } from '../../../primitives/lazyPart';

export interface FaqAccordionProps {
  /** The FAQs in their order; `undefined` while loading (a skeleton of the final size). */
  faqs: readonly Faq[] | undefined;
  /** The FAQs could not be loaded (§8 CMS fetch failure: a calm message, the rest of the page works). */
  isError?: boolean;
  /** Heading level of each question, under the section's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The FAQs of the Help screen (§2.1 /faqs, /contact) as an accessible accordion: react-aria's
 * DisclosureGroup, each question a heading with a button (`aria-expanded`, Enter and Space toggle it),
 * several open at once; answers are sanitised HTML. Loading, empty and failed states keep the page calm.
 */
export function FaqAccordion({ faqs, isError = false, headingLevel = 3 }: FaqAccordionProps) {
  if (isError) return <Text as="p" tone="secondary" role="status">The questions could not be loaded. Please try again later, or send us a message below.</Text>;
  if (!faqs) {
    return (
      <Stack gap="small" role="status" aria-busy="true" aria-label="Loading the questions">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={44} />)}
      </Stack>
    );
  }
  if (faqs.length === 0) return <Text as="p" tone="secondary">There are no questions here yet. Send us a message below.</Text>;
  return (
    <DisclosureGroup className={`${sprinkles({ display: 'flex', flexDirection: 'column' })} ${css.group}`} allowsMultipleExpanded>
      {faqs.map((faq) => (
        <Disclosure key={faq.FaqId} id={faq.FaqId} className={css.item}>
          <Heading level={headingLevel} className={css.heading}>
            <Button slot="trigger" className={`${sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'small' })} ${css.trigger}`}>
              {faq.Question}
              <Icon name="chevronDown" className={css.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={css.panel}>
            <Suspense fallback={<Skeleton height={40} />}>
              <SafeHtml html={faq.Answer} />
            </Suspense>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
