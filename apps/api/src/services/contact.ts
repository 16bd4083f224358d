/**
 * The contact forms (§2.1 /contact, §2.2 /contact-us, §5, §7 Contact; ADR 0020): checks a message and
 * stores it with the time. The accounts work adds the mail transport that sends it on; until then a
 * message is stored only.
 */
import { messages, validateEmail, validateRequired } from '@trade-portal/domain';
import { and, eq } from 'drizzle-orm';
import type { ContactRequest, PublicContactRequest } from '@trade-portal/api-client';
import type { Db } from '../db/open';
import { schema } from '../db/open';
import { badRequest } from '../httpErrors';
import { emailHtml, emailText, type Mailer } from './mail';

/** The `Message` of a sent contact form (200). */
export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent. We will reply as soon as we can.';
/** The `Message` when the subject is not one of GetSubjectTitles. */
export const CONTACT_SUBJECT_INVALID = 'Please choose one of the subjects offered.';
/** The `Message` when the order number is not one of the store's orders. */
export const contactOrderInvalid = (orderNo: string) => `Order number ${orderNo} is not one of this store's orders. Please check it, or leave it empty.`;

/** Throws the first §5 message of a check that failed. @throws HttpError 400 `{ Message }` */
function check(...results: (string | undefined)[]): void {
  const first = results.find((r) => r !== undefined);
  if (first) throw badRequest(first);
}

const checkSubject = (subject: string, subjects: readonly string[]) => (subjects.includes(subject.trim()) ? undefined : CONTACT_SUBJECT_INVALID);

/**
 * Stores a logged-in contact message (§7 SubmitLoggedIn): the subject must be one of `subjects`, the message
 * not blank (§5 'This field is required.'; ≤ 5000 characters by the contract), and `order_no`, when given
 * and not blank, one of the store's orders. The user's name and email are kept with it.
 * @throws HttpError 400 `{ Message }` naming what is wrong; nothing is stored then
 */
export async function submitLoggedIn(db: Db, subjects: readonly string[], userId: number, accountId: string, form: ContactRequest, now = new Date()): Promise<StoredContact> {
  check(validateRequired(form.subject) && `Subject: ${messages.required}`, checkSubject(form.subject, subjects), validateRequired(form.message) && `Message: ${messages.required}`);
  const orderNo = form.order_no?.trim() || null;
  if (orderNo) {
    const [order] = await db.select({ id: schema.orders.id }).from(schema.orders).where(and(eq(schema.orders.accountId, accountId), eq(schema.orders.orderNumber, orderNo)));
    if (!order) throw badRequest(contactOrderInvalid(orderNo));
  }
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const stored = {
    accountId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? '',
    subject: form.subject.trim(), message: form.message.trim(), orderNo,
  };
  await db.insert(schema.contactMessages).values({ ...stored, userId, createdAt: now });
  return stored;
}

/** A stored contact message, as it is emailed to customer service. */
export interface StoredContact {
  name: string;
  email: string;
  subject: string;
  message: string;
  accountId?: string;
  orderNo?: string | null;
}

/**
 * A value written on one line of the email, as one line: line breaks, tabs and other control characters
 * (and the Unicode line separators) become a space, so a name cannot add lines of its own (a
 * name with a line break once added fake 'Store:' and 'Order:' lines).
 */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * Emails a stored contact message to customer service (§7 Contact), replying to the sender. The heading
 * lines (from, store, order, subject) are each one line whatever was typed or stored; the sender's message
 * follows its own 'Message:' line.
 * @throws Error when the mail transport fails (the message is stored either way)
 */
export async function emailContact(mailer: Mailer, to: string, c: StoredContact): Promise<void> {
  const lines = [
    `From: ${oneLine(c.name) || '(no name)'} <${oneLine(c.email)}>`,
    ...(c.accountId ? [`Store: ${oneLine(c.accountId)}`] : []),
    ...(c.orderNo ? [`Order: ${oneLine(c.orderNo)}`] : []),
    `Subject: ${oneLine(c.subject)}`,
    'Message:',
    c.message,
  ];
  const content = { greeting: 'A message from the Trade Portal contact form:', paragraphs: lines.filter(Boolean), closing: 'Trade Portal' };
  await mailer.send({ to, replyTo: oneLine(c.email), subject: `[Trade Portal] ${oneLine(c.subject)}`, kind: 'contact', text: emailText(content), html: emailHtml(content) });
}

/** The `Message` when the public form's name has a line break, a tab or another control character. */
export const CONTACT_NAME_INVALID = 'Name: please write your name on one line, without tabs or other control characters.';

/**
 * Stores a public contact message (§2.2 /contact-us): name required and on one line, the email of §5
 * ('Invalid email format. Please try again.'), a subject of `subjects`, a message not blank.
 * @throws HttpError 400 `{ Message }` with the first failed rule; nothing is stored then
 */
export async function submitPublic(db: Db, subjects: readonly string[], form: PublicContactRequest, now = new Date()): Promise<StoredContact> {
  check(
    validateRequired(form.name) && `Name: ${messages.required}`,
    oneLine(form.name) === form.name.trim() ? undefined : CONTACT_NAME_INVALID,
    validateEmail(form.email),
    validateRequired(form.subject) && `Subject: ${messages.required}`,
    checkSubject(form.subject, subjects),
    validateRequired(form.message) && `Message: ${messages.required}`,
  );
  const stored = { name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim() };
  await db.insert(schema.contactMessages).values({ ...stored, createdAt: now });
  return stored;
}
