/**
 * The help bot's demo tree (§2.8, §3 Helpbot question, §4 Helpbot): question 0 is the root the chat starts
 * with; every answer leads to another question or links into the portal (`#/…`, the portal strips the hash
 * prefix; `#/#downloads` is the downloads section of home).
 */
import type { Tx } from '../db/open';
import { schema } from '../db/open';

/** One answer: the next question's id, or a portal link. */
type Answer = { text: string; next: number } | { text: string; cta: string };

const back: Answer = { text: 'Something else', next: 0 };

/** The questions by id, each with its answers in order. Ids are fixed so links between them read plainly. */
export const HELPBOT_TREE: readonly { id: number; text: string; answers: readonly Answer[] }[] = [
  {
    id: 0,
    text: 'Hi, I am the Trade Portal assistant. What can I help you with?',
    answers: [
      { text: 'Placing an order', next: 1 },
      { text: 'My orders and invoices', next: 2 },
      { text: 'My stock card', next: 3 },
      { text: 'Price lists and downloads', next: 4 },
      { text: 'My account and stores', next: 5 },
      { text: 'Something else', next: 6 },
    ],
  },
  {
    id: 1,
    text: 'Happy to help with your order. What would you like to do?',
    answers: [
      { text: 'Start a new order', next: 7 },
      { text: 'Change or cancel a pending order', next: 8 },
      { text: 'Why can I not choose any quantity?', next: 9 },
    ],
  },
  {
    id: 2,
    text: 'What do you need to know about your orders?',
    answers: [
      { text: 'Where is my order?', next: 10 },
      { text: 'Download an invoice', next: 11 },
      { text: 'Order the same again', next: 12 },
    ],
  },
  {
    id: 3,
    text: 'Your stock card is your own list of the products you stock, in your shelf order, so a regular order takes a few taps. You can add products to it from Place Order.',
    answers: [
      { text: 'Open my stock card', cta: '#/stock-card' },
      { text: 'Add products from Place Order', cta: '#/place-order' },
      back,
    ],
  },
  {
    id: 4,
    text: 'The latest price lists, promotions and product guides are in the downloads section of the home page.',
    answers: [
      { text: 'Show me the downloads', cta: '#/#downloads' },
      { text: 'Take me to the home page', cta: '#/' },
      back,
    ],
  },
  {
    id: 5,
    text: 'What would you like to do with your account?',
    answers: [
      { text: 'Switch to another of my stores', next: 13 },
      { text: 'Change my password', next: 14 },
      { text: 'Check my store details', cta: '#/my-account' },
    ],
  },
  {
    id: 6,
    text: 'Most questions are answered in our FAQs. If yours is not, our customer service team is there on weekdays from 8am to 6pm.',
    answers: [
      { text: 'Read the FAQs', cta: '#/faqs' },
      { text: 'Contact customer service', cta: '#/contact' },
    ],
  },
  {
    id: 7,
    text: 'New orders start on Place Order: search or filter by brand, set the number of outers and add them to your cart. Check out from the cart before the daily cut-off for next-day delivery.',
    answers: [
      { text: 'Take me to Place Order', cta: '#/place-order' },
      back,
    ],
  },
  {
    id: 8,
    text: 'A pending order can be edited or cancelled from My Orders until we start picking it. Open the order and choose Edit order or Cancel order.',
    answers: [
      { text: 'Open My Orders', cta: '#/my-orders' },
      back,
    ],
  },
  {
    id: 9,
    text: 'Each product is sold in outers, with a minimum order and a step: a product with a minimum of 2 and a step of 2 can be ordered as 2, 4, 6 outers and so on. The quantity buttons keep to these steps for you.',
    answers: [
      { text: 'Read the FAQs', cta: '#/faqs' },
      { text: 'Start an order', cta: '#/place-order' },
      back,
    ],
  },
  {
    id: 10,
    text: 'My Orders lists your orders of the last 30 days with their status: Pending, Processing, Shipped or Cancelled. Use the filter to look further back.',
    answers: [
      { text: 'Open My Orders', cta: '#/my-orders' },
      back,
    ],
  },
  {
    id: 11,
    text: 'Invoices are ready once an order has shipped. Open the order in My Orders and choose Download invoice to get the PDF.',
    answers: [
      { text: 'Open My Orders', cta: '#/my-orders' },
      { text: 'My invoice is not there', next: 6 },
    ],
  },
  {
    id: 12,
    text: 'Reorder puts the products of a past order in your cart again. Anything unavailable this time is listed so you can choose an alternative.',
    answers: [
      { text: 'Find a past order', cta: '#/my-orders' },
      back,
    ],
  },
  {
    id: 13,
    text: 'If you manage several stores, choose the store from the store selector at the top of the page. Your cart and orders follow the store you choose.',
    answers: [
      { text: 'Take me to the home page', cta: '#/' },
      back,
    ],
  },
  {
    id: 14,
    text: 'You can change your password under My Account. If you have forgotten it, log out and choose Forgotten password on the login page.',
    answers: [
      { text: 'Change my password', cta: '#/change-password' },
      back,
    ],
  },
];

/** Seeds the help bot tree inside `seed()`'s transaction: questions first, then answers (they reference questions). */
export async function seedHelpbot(tx: Tx): Promise<void> {
  await tx.insert(schema.helpbotQuestions).values(HELPBOT_TREE.map((q) => ({ id: q.id, text: q.text })));
  await tx.insert(schema.helpbotAnswers).values(
    HELPBOT_TREE.flatMap((q) =>
      q.answers.map((a, position) => ({
        questionId: q.id,
        position,
        text: a.text,
        nextQuestionId: 'next' in a ? a.next : null,
        ctaLink: 'cta' in a ? a.cta : null,
      })),
    ),
  );
}
