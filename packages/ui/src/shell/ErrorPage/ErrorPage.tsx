import type { ReactNode } from 'react';
import { messages } from '@trade-portal/domain';
import { Inline, Stack } from '../../primitives/Box';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import * as css from './ErrorPage.css';

/** The router's named errors of §8. */
const statusTitles: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed' };

export interface ErrorPageProps {
  /** HTTP-like status of what went wrong. @default 404 */
  status?: number;
  /**
   * `not-found`: the 404 page of an unknown route ('Page not found'). `error`: the router's error screen of §8
   * under 'Unexpected Application Error!' with '404 Not Found', '405 Method Not Allowed', '400 Bad Request',
   * '403 Forbidden' or, for any other status, an unknown server error. `offline`: a page whose code could not
   * be fetched because the device is offline and has not kept it yet (beyond the spec: right after a first
   * login, before the portal is kept on the device); no status shows. @default 'not-found' for 404, else 'error'
   */
  variant?: 'not-found' | 'error' | 'offline';
  /** Extra detail (a status text); shown after the status name. */
  detail?: string;
  /** Where the way-back link goes. @default '/' */
  homeHref?: string;
  /** The way-back link's text. @default 'Go to the home page' */
  homeLabel?: string;
  /** Another action beside the link (e.g. 'Try again'). */
  action?: ReactNode;
  /**
   * Inside a page frame (the private shell's `<main>` or the public frame): renders a section, not a second
   * `<main>` landmark. @default false
   */
  inFrame?: boolean;
}

/**
 * The 404 page and the router's error screen of §8: the status, a heading ('Page not found', or
 * 'Unexpected Application Error!' with 'Bad Request', 'Forbidden', 'Method Not Allowed', 'Not Found' or an
 * unknown server error), and a way back; or, offline, 'You are offline' for a page the device has not kept.
 */
export function ErrorPage({ status = 404, variant, detail, homeHref = '/', homeLabel = 'Go to the home page', action, inFrame = false }: ErrorPageProps) {
  const shown = variant ?? (status === 404 ? 'not-found' : 'error');
  const name = statusTitles[status] ?? 'Something went wrong on our side.';
  const Element = inFrame ? 'section' : 'main';
  const title = shown === 'not-found' ? 'Page not found' : shown === 'offline' ? 'You are offline' : messages.unexpectedError;
  const text =
    shown === 'not-found'
      ? 'The page you are looking for does not exist or has moved.'
      : shown === 'offline'
        ? 'This page is not kept on this device yet. Connect to the internet, then try again.'
        : `${status} ${name}`;
  return (
    <Stack as={Element} gap="medium" alignItems="center" className={css.page} aria-labelledby="error-page-title">
      {shown !== 'offline' && <span className={css.code} aria-hidden="true">{status}</span>}
      <Heading level="1" size="xxlarge" id="error-page-title" tabIndex={-1}>{title}</Heading>
      <Text as="p" tone="secondary" breakWords>
        {text}
        {detail ? ` ${detail}` : ''}
      </Text>
      <Inline gap="medium" justifyContent="center">
        {action}
        <Link href={homeHref} variant="standalone">{homeLabel}</Link>
      </Inline>
    </Stack>
  );
}
