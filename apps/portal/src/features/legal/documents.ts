/**
 * The legal texts of §2.1 and §2.2: templates the operator replaces with their own (each page says so).
 * They describe what this portal really does (what it stores, what it sends where), so a reviewer has
 * something true to start from.
 */
import type { LegalText } from '@trade-portal/ui';

const updated = '23 November 2026';

const privacy: LegalText = {
  title: 'Privacy Statement',
  updated,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'The Trade Portal is run by the manufacturer for its trade customers: tobacco and e-vapour retailers aged 18 or over. It is not for the public.',
        'The manufacturer is the controller of the personal data described here. Contact details of its data protection officer go here.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what the portal needs to take and deliver your orders:'],
      list: [
        'your name, email address and the stores (accounts) you order for',
        'your orders, carts, stock card and the quantities you enter',
        'messages you send through the contact forms, and your survey answers if you choose to take part',
        'which guides and videos you open, to improve them',
        'technical data needed to keep the portal secure, such as the address a login came from',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To provide the portal and the orders you place (our contract with your business), to keep the portal secure (our legitimate interest), and to send you marketing emails only if you have not opted out in My Account.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['Orders and invoices are kept for as long as the law on business records requires. Login sessions end after 12 hours; emailed links expire after one hour (password reset) or 24 hours (verification).'],
    },
    {
      heading: 'Your rights',
      paragraphs: ['You may ask for a copy of your data, its correction or deletion, object to its use, or complain to the data protection authority. Write to customer service through the Help page.'],
    },
  ],
};

const cookies: LegalText = {
  title: 'Cookies Policy',
  updated,
  sections: [
    {
      heading: 'What we store in your browser',
      paragraphs: ['The portal sets no advertising or third-party cookies. To keep you logged in and your cart safe it keeps a few values in your browser’s local storage:'],
      list: [
        'token and token_type: your session, removed when you log out',
        'username: the email address you logged in with',
        'account_number: the store you chose last',
        'cart: quantities entered but not yet saved to your cart',
        'which popup banners and notices you have already seen, so they are not shown again',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: ['Page views and clicks on the portal’s own links are counted to improve the portal. The operator states here which analytics service receives them, if any.'],
    },
    {
      heading: 'Your choices',
      paragraphs: ['You can clear the portal’s storage at any time in your browser’s settings; you will then need to log in again.'],
    },
  ],
};

const terms: LegalText = {
  title: 'Terms of Use',
  updated,
  sections: [
    {
      heading: 'Who may use the portal',
      paragraphs: ['The portal is for tobacco and e-vapour retailers who buy from the manufacturer, and their staff, aged 18 or over. It must not be shown to the public or to anyone under 18.'],
    },
    {
      heading: 'Your account',
      paragraphs: ['Keep your password to yourself and log out on shared devices. You are responsible for orders placed with your login for your stores.'],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'Products are sold in outers, at the prices shown, net of VAT (23 %). An order is accepted when it is confirmed; a pending order can be edited or cancelled until it is processed.',
        'Stock, minimum quantities and delivery are as agreed with your business advisor.',
      ],
    },
    {
      heading: 'Content',
      paragraphs: ['Guides, videos and marketing material on the portal are for your business with the manufacturer and may not be published elsewhere.'],
    },
    {
      heading: 'Changes',
      paragraphs: ['These terms may change; the date above shows the last change.'],
    },
  ],
};

const declaration: LegalText = {
  title: 'Reach Declaration',
  updated,
  sections: [
    {
      heading: 'REACH (Regulation (EC) No 1907/2006)',
      paragraphs: [
        'The operator states here its position on substances of very high concern in the articles it supplies, as REACH Article 33 asks, and how a customer can request the information.',
      ],
    },
    {
      heading: 'Products covered',
      paragraphs: ['List the product families this declaration covers (for example e-vapour devices and their batteries) and where their safety data sheets can be found.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about this declaration go to customer service through the Help page.'],
    },
  ],
};

/** The legal text of each path of §2.1 and §2.2. */
export const legalDocuments: Readonly<Record<string, LegalText>> = {
  '/privacy-policy': privacy,
  '/privacy-policy-public': privacy,
  '/cookies-policy': cookies,
  '/cookies-policy-public': cookies,
  '/terms-conditions': terms,
  '/terms-conditions-register': terms,
  '/declaration': declaration,
};

/** The text for a path (a trailing slash ignored); the privacy statement for anything else. */
export function legalDocumentFor(pathname: string): LegalText {
  return legalDocuments[pathname.replace(/(.)\/+$/, '$1')] ?? privacy;
}
