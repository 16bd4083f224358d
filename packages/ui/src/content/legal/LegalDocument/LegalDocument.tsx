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
    <article className={css.article}>
      <h1 className={css.title} tabIndex={-1}>{document.title}</h1>
      <p className={css.template} role="note">
        <strong>Template text.</strong> This page is a template for the operator of this portal to replace with
        their own {document.title.toLowerCase()}, reviewed by their lawyers. It is not legal advice.
      </p>
      <p className={css.updated}>Last updated: {document.updated}</p>
      {document.sections.map((s) => (
        <section key={s.heading} className={css.section} aria-label={s.heading}>
          <h2 className={css.heading}>{s.heading}</h2>
          {s.paragraphs.map((p) => <p key={p} className={css.paragraph}>{p}</p>)}
          {s.list && (
            <ul className={css.list}>
              {s.list.map((item) => <li key={item}>{item}</li>)}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
