import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { TRIGGER_BINDING_DELAY_MS } from './triggers';

/**
 * A dialog opened by the page's hash (#booking, #group-booking-contact): `open` is what `match`
 * makes of the hash, or null; `loaded` turns true the first time it opens and stays (so the
 * dialog's code is fetched only then, and it can run its closing animation and reset). The hash
 * is read once the page has settled (spec 2 §9: triggers are bound after 100 ms) and on every
 * change; `close` removes it, keeping Next.js's history state so Back still works.
 */
export function useHashTrigger<T>(match: (hash: string) => T | null) {
  const router = useRouter();
  const [open, setOpen] = useState<T | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const read = () => {
      const next = match(window.location.hash.toLowerCase());
      setOpen(next);
      if (next !== null) setLoaded(true);
    };
    const bind = window.setTimeout(() => {
      read();
      window.addEventListener('hashchange', read);
    }, TRIGGER_BINDING_DELAY_MS);
    return () => {
      window.clearTimeout(bind);
      window.removeEventListener('hashchange', read);
    };
  }, [router.asPath, match]);

  const close = useCallback(() => {
    setOpen(null);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);

  return { open, loaded, close };
}
