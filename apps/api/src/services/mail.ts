/**
 * Email (§2.2 account flows, §7 Contact) through nodemailer: SMTP when a URL is configured (`SMTP_URL`),
 * otherwise each message is written to an outbox folder as an `.eml` file (RFC 5322, readable by any mail
 * client), so the demo and the tests work offline. A line about each message goes to the log; the link it
 * carries only with `logLinks` (development: a reset or verification link in a shared log is a way into the
 * account). Messages carry a plain-text and an HTML part; the HTML comes from one small template with
 * every value escaped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

/** Options of `Mailer`. */
export interface MailerOptions {
  /** An SMTP URL (`smtp://user:pass@host:587`, `smtps://…`): messages are sent through it. */
  smtpUrl?: string;
  /** Without SMTP: the folder each message is written to as `<time>-<kind>-<random>.eml`. */
  outboxDir?: string;
  /** The sender. @default 'Trade Portal <no-reply@trade-portal.test>' */
  from?: string;
  /** Where a line about each message goes (the server log); without SMTP it names the file. */
  log?: (line: string) => void;
  /** Also write each message's link in its log line (LOG_EMAIL_LINKS=true, development only). @default false */
  logLinks?: boolean;
}

/** One message: `text` is the plain-text part, `html` the HTML part (already escaped by `emailHtml`). */
export interface Email {
  to: string;
  /** Where replies go (a contact message's sender). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** A short name for the file and the log: 'verify', 'reset', 'contact'… */
  kind: string;
  /** The link the message carries, for the log line when `logLinks` is on. */
  link?: string;
}

/** Sends email by SMTP, or writes it to the outbox (see the file comment). */
export class Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(private readonly options: MailerOptions) {
    this.from = options.from ?? 'Trade Portal <no-reply@trade-portal.test>';
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Sends (or writes) one message.
   * @throws Error when SMTP refuses it or the outbox cannot be written; callers that must not fail the
   *   request (the answer is the same whatever happens) catch and log it.
   */
  async send(email: Email): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, to: email.to, ...(email.replyTo ? { replyTo: email.replyTo } : {}), subject: email.subject, text: email.text, html: email.html });
    const link = this.options.logLinks && email.link ? `; link: ${email.link}` : '';
    if (this.options.smtpUrl) {
      this.options.log?.(`email ${email.kind} sent to ${email.to}${link}`);
      return;
    }
    const dir = this.options.outboxDir;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.kind}-${randomBytes(3).toString('hex')}.eml`);
    writeFileSync(file, (info as { message: Buffer }).message);
    this.options.log?.(`email ${email.kind} to ${email.to} written to ${file}${link}`);
  }
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The parts of a message: a greeting, paragraphs, an optional button link, a closing line. */
export interface EmailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  closing?: string;
}

/** The plain-text part of `content`. */
export function emailText({ greeting, paragraphs, action, closing }: EmailContent): string {
  return [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.href}`] : []), closing ?? 'Trade Portal', ''].join('\n\n');
}

/** The HTML part of `content`: one small template, every value escaped, the link also written out. */
export function emailHtml({ greeting, paragraphs, action, closing }: EmailContent): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1d3557;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(action.href)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${p(greeting)}${paragraphs.map(p).join('')}${button}${p(closing ?? 'Trade Portal')}</body></html>`;
}
