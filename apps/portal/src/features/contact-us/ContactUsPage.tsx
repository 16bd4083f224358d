import { useEffect, useState } from 'react';
import { ContactForm, Link, type ContactFormValues } from '@trade-portal/ui';
import { fetchSubjectTitles, submitPublicContact } from '../../api/publicContact';
import { useSubmission } from '../../hooks/useSubmission';
import { PublicTemplate } from '../../shell/PublicTemplate';

/**
 * The public /contact-us (§2.2, in the login-style template; the logged-out footer's Contact Us and Help,
 * §2.3): name, email, subject and message (§5, §7 Contact), with plain calls and no query cache (ADR 0024).
 * The server's 429 after five messages from one address in ten minutes shows as its Message.
 */
export default function ContactUsPage() {
  const [subjects, setSubjects] = useState<string[] | undefined>(undefined);
  const { submit, pending, error, result: sent, reset } = useSubmission(submitPublicContact);

  useEffect(() => {
    document.title = 'Contact us · Trade Portal';
    let live = true;
    fetchSubjectTitles()
      .then((list) => live && setSubjects(list))
      .catch(() => live && setSubjects([]));
    return () => {
      live = false;
      document.title = 'Trade Portal';
    };
  }, []);

  const send = (values: ContactFormValues) => submit({ name: values.name, email: values.email, subject: values.subject, message: values.message });

  return (
    <PublicTemplate title="Contact us">
      <ContactForm
        variant="public"
        subjects={subjects}
        onSubmit={(values) => void send(values)}
        isPending={pending}
        errorMessage={error}
        sentMessage={sent}
        onSendAnother={reset}
      />
      <Link href="/login" variant="standalone">Back to the login</Link>
    </PublicTemplate>
  );
}
