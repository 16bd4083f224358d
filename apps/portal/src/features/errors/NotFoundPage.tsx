import { useEffect } from 'react';
import { ErrorPage, PublicFrame } from '@trade-portal/ui';
import { useSession } from '../../session';
import PrivateLayout from '../../shell/PrivateLayout';

/**
 * Unknown routes (§2.1, §8): the 404 page inside the site's frame: the private shell (header, info bar,
 * footer) for a logged-in user, with a way home; the public frame (brand, logged-out footer) otherwise,
 * with a way to the login. Its own chunk, so the login page does not carry the frames.
 */
export default function NotFoundPage() {
  const session = useSession();
  useEffect(() => {
    document.title = 'Page not found · Trade Portal';
    return () => {
      document.title = 'Trade Portal';
    };
  }, []);
  if (session) {
    return (
      <PrivateLayout>
        <ErrorPage inFrame />
      </PrivateLayout>
    );
  }
  return (
    <PublicFrame>
      <ErrorPage inFrame homeHref="/login" homeLabel="Go to the login page" />
    </PublicFrame>
  );
}
