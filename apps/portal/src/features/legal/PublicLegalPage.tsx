import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LegalDocument, PublicFrame } from '@trade-portal/ui';
import { legalDocumentFor } from './documents';

/**
 * The standalone public legal pages (§2.2): /privacy-policy-public, /cookies-policy-public and
 * /terms-conditions-register (linked from the logged-out footer, §2.3, and from registration), in the
 * public frame with the logged-out footer. The texts are templates for the operator (the page says so).
 */
export default function PublicLegalPage() {
  const document = legalDocumentFor(useLocation().pathname);
  useEffect(() => {
    window.document.title = `${document.title} · Trade Portal`;
    return () => {
      window.document.title = 'Trade Portal';
    };
  }, [document.title]);
  return (
    <PublicFrame>
      <LegalDocument document={document} />
    </PublicFrame>
  );
}
