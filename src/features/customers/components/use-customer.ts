import { useEffect, useState } from 'react';
import type { CustomerPreferences } from '../customer-preferences';

export type CustomerLoad =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'loaded'; customer: CustomerPreferences };

/**
 * The customer of a preference link, loaded in the browser after hydration (the page's HTML holds
 * no customer data). An unknown guid is 'notFound'; anything else that goes wrong is 'failed'.
 */
export function useCustomer(guid: string): CustomerLoad {
  // Kept with the guid it is of: another link's customer is 'loading' until its own arrives.
  const [loaded, setLoaded] = useState<{ guid: string; load: CustomerLoad } | null>(null);
  useEffect(() => {
    let live = true;
    const setLoad = (load: CustomerLoad) => setLoaded({ guid, load });
    fetch(`/api/exponea/getcustomerpreferences/${encodeURIComponent(guid)}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as CustomerPreferences | null;
        if (!live) return;
        if (response.status === 404) setLoad({ state: 'notFound' });
        else if (response.ok && body?.message === 'Success') {
          setLoad({ state: 'loaded', customer: body });
        } else setLoad({ state: 'failed' });
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [guid]);
  return loaded?.guid === guid ? loaded.load : { state: 'loading' };
}
