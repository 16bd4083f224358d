import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LegalDocument } from '@trade-portal/ui';
import { legalDocumentFor } from './documents';

/**
 * The logged-in legal pages (§2.1): /privacy-policy, /cookies-policy, /terms-conditions and /declaration
 * (the Reach Declaration, logged-in only), each on the white background of §2.4 (`pageBackground`). The
 * texts are templates for the operator (the page says so).
 */
export default function LegalPage() {
  const document = legalDocumentFor(useLocation().pathname);
  useEffect(() => {
    window.document.title = `${document.title} · Trade Portal`;
    return () => {
      window.document.title = 'Trade Portal';
    };
  }, [document.title]);
  return <LegalDocument document={document} />;
}
