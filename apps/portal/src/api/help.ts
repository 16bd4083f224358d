/**
 * Help resource (§2.1 /faqs and /contact, §7 CMS and Contact): the FAQs, the contact subjects and the
 * logged-in contact form. CMS content is cached five minutes; a failure shows calmly (§8).
 */
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@trade-portal/api-client';
import { $api, portalClient } from './client';
import { forAccount, useAccountNumber, useAccountQuery } from './scope';
import { useTransitionQuery } from './useTransitionQuery';

/** GET /api/Cms/Faqs of an account: `Faq[]` (FaqId, Question, Answer as HTML), in their order. */
export const faqsQuery = (accountNumber: string) =>
  $api.queryOptions('get', '/api/Cms/Faqs', forAccount(accountNumber), { staleTime: 5 * 60_000, retry: false });

/** The current account's FAQs. */
export function useFaqs() {
  return useAccountQuery((accountNumber) => faqsQuery(accountNumber));
}

/** GET /api/ContactUs/GetSubjectTitles (public): the subjects, `string[]`, cached five minutes. */
export function useSubjectTitles() {
  return useTransitionQuery($api.queryOptions('get', '/api/ContactUs/GetSubjectTitles', {}, { staleTime: 5 * 60_000 }));
}

/** The logged-in contact form's values (§7 Contact). */
export interface LoggedInContactMessage {
  subject: string;
  message: string;
  /** An order of the current store, or '' for none. */
  orderNumber: string;
}

/**
 * POST /api/ContactUs/SubmitLoggedIn for the current store.
 * @returns (on success) the server's acknowledgement `{ Message }`
 * @throws ApiError with the server's Message: §5, or an order number that is not the store's
 */
export function useSubmitContact() {
  const accountNumber = useAccountNumber();
  return useMutation({
    mutationFn: async ({ subject, message, orderNumber }: LoggedInContactMessage) => {
      if (!accountNumber) throw new Error('No store is chosen.');
      const body = { subject, message, ...(orderNumber ? { order_no: orderNumber } : {}) };
      return unwrap(await portalClient.POST('/api/ContactUs/SubmitLoggedIn', { ...forAccount(accountNumber), body }));
    },
  });
}
