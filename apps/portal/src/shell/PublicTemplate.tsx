import type { ReactNode } from 'react';
import { PublicLayout } from '@trade-portal/ui';

/**
 * The public template of §2.2 as the portal uses it: the login-style layout, with the CMS notification
 * slider and background (placeholder: the layout alone).
 */
export function PublicTemplate({ title, children }: { title: string; children: ReactNode }) {
  return <PublicLayout title={title}>{children}</PublicLayout>;
}
