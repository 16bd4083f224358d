import { Stack } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { Text } from '../../../primitives/Text';
import * as css from './LegalDocument.css';

/** One section of a legal text: a heading, paragraphs, and an optional list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** A legal text (§2.1, §2.2): its title, when it was last updated, and its sections. */
export interface LegalText {
  title: string;
  /** Shown as 'Last updated: …' (a date as text, e.g. '1 November 2026'). */
  updated: string;
  sections: readonly LegalSection[];
}

export interface LegalDocumentProps {
  document: LegalText;
}

/**
 * A legal page's text (privacy statement, cookies policy, terms of use, Reach declaration; §2.1, §2.2):
 * the h1, a notice that the text is a template for the operator to replace, the date, and the sections
 * as h2 with paragraphs and lists, in a readable column.
 */
export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <Stack as="article" gap="medium" className={css.article}>
      <Heading level="1" size="xxlarge" tabIndex={-1}>{document.title}</Heading>
      <Text as="p" className={css.template} role="note">
        <strong>Template text.</strong> This page is a template for the operator of this portal to replace with
        their own {document.title.toLowerCase()}, reviewed by their lawyers. It is not legal advice.
      </Text>
      <Text as="p" size="small" tone="secondary">Last updated: {document.updated}</Text>
      {document.sections.map((s) => (
        <Stack as="section" gap="xsmall" key={s.heading} aria-label={s.heading}>
          <Heading level="2" size="large">{s.heading}</Heading>
          {s.paragraphs.map((p) => <Text as="p" key={p}>{p}</Text>)}
          {s.list && (
            <Stack as="ul" gap="xxsmall" paddingLeft="large" className={css.list}>
              {s.list.map((item) => <li key={item}>{item}</li>)}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
