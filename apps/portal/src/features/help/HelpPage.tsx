import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '@trade-portal/api-client';
import { ContactForm, FaqAccordion, Heading, Stack, Text, type ContactFormValues } from '@trade-portal/ui';
import { useFaqs, useSubjectTitles, useSubmitContact } from '../../api';
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
  // The form waits under the questions' skeleton until the questions have answered (or failed): they are
  // taller than any skeleton of theirs, and arriving above the form they pushed it down (a layout shift
  // of 0.11-0.14 on a phone and a tablet).
  const faqsSettled = !faqs.isPending;
  // /contact: the form is what the visitor came for (after the shell's focus on the h1 has run).
  useEffect(() => {
    if (pathname !== '/contact' || !faqsSettled) return;
    const timer = setTimeout(() => {
      contactRef.current?.scrollIntoView({ block: 'start' });
      contactRef.current?.querySelector<HTMLElement>('h2')?.focus();
    }, 50);
    return () => clearTimeout(timer);
  }, [pathname, faqsSettled]);

  const send = (values: ContactFormValues) => {
    submit.mutate(
      { subject: values.subject, message: values.message, orderNumber: values.orderNumber },
      { onSuccess: (answer) => setSent(answer?.Message ?? 'Thank you, your message has been sent.') },
    );
  };

  return (
    <Stack gap="xlarge">
      <Heading level="1">Help</Heading>
      <Stack as="section" gap="medium" aria-labelledby="faqs-title" className={own.section}>
        <Heading level="2" id="faqs-title" className={own.heading}>Frequently asked questions</Heading>
        <FaqAccordion faqs={faqs.data} isError={faqs.isError} />
      </Stack>
      {faqsSettled && (
        <Stack as="section" gap="medium" aria-labelledby="contact-title" className={own.section} ref={contactRef} id="contact">
          <Heading level="2" id="contact-title" className={own.heading} tabIndex={-1}>Contact us</Heading>
          <Text as="p" tone="secondary">Can’t find your answer? Send us a message and customer service will reply by email.</Text>
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
        </Stack>
      )}
    </Stack>
  );
}
