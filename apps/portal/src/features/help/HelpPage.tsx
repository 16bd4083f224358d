import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { ContactForm, FaqAccordion, Stack, type ContactFormValues } from '@trade-portal/ui';
import { useFaqs, useSubjectTitles, useSubmitContact } from '../../api';
import * as css from '../../shell/layout.css';
import * as own from './help.css';

/**
 * The Help screen (§2.1: /faqs and /contact show it alike; white background, §2.4): the FAQs as an
 * accordion and the logged-in contact form (subject, message, optional order number; §5, §7 Contact).
 * /contact brings the form into view and focuses its first field. A failure keeps what was typed.
 */
export default function HelpPage() {
  const { pathname } = useLocation();
  const faqs = useFaqs();
  const subjects = useSubjectTitles();
  const submit = useSubmitContact();
  const [sent, setSent] = useState<string | null>(null);
  const contactRef = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = 'Help · Trade Portal';
    return () => {
      document.title = 'Trade Portal';
    };
  }, []);
  // /contact: the form is what the visitor came for (after the shell's focus on the h1 has run).
  useEffect(() => {
    if (pathname !== '/contact') return;
    const timer = setTimeout(() => {
      contactRef.current?.scrollIntoView({ block: 'start' });
      contactRef.current?.querySelector<HTMLElement>('h2')?.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [pathname]);

  const send = (values: ContactFormValues) => {
    submit.mutate(
      { subject: values.subject, message: values.message, orderNumber: values.orderNumber },
      { onSuccess: (answer) => setSent(answer?.Message ?? 'Thank you, your message has been sent.') },
    );
  };

  return (
    <Stack gap="xlarge">
      <h1 className={css.pageTitle}>Help</h1>
      <section aria-labelledby="faqs-title" className={own.section}>
        <h2 id="faqs-title" className={own.heading}>Frequently asked questions</h2>
        <FaqAccordion faqs={faqs.data} isError={faqs.isError} />
      </section>
      <section aria-labelledby="contact-title" className={own.section} ref={contactRef} id="contact">
        <h2 id="contact-title" className={own.heading} tabIndex={-1}>Contact us</h2>
        <p className={css.muted}>Can’t find your answer? Send us a message and customer service will reply by email.</p>
        <ContactForm
          variant="logged-in"
          subjects={subjects.data ?? (subjects.isError ? [] : undefined)}
          onSubmit={send}
          isPending={submit.isPending}
          errorMessage={submit.isError ? errorMessage(submit.error) : null}
          sentMessage={sent}
          onSendAnother={() => {
            setSent(null);
            submit.reset();
          }}
        />
      </section>
    </Stack>
  );
}
