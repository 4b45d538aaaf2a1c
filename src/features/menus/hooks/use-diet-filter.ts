import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dietParam, parseDiet, withDiet } from '../utils/diet-query';

/**
 * The dietary filters, kept in the URL (?diet=vegan,gluten-free) so a filtered menu can be shared
 * and reloads the same. The server renders the filtered menu from the query; a change replaces the
 * URL with shallow routing (no new page data, no new history entry, no scroll).
 *
 * The component's own state answers at once; the URL follows. While its own URL changes are in
 * flight, the router's intermediate queries are ignored, so quick toggles never flicker back; any
 * other change of the query (back, forward, another menu tile on the page) is followed.
 */
export function useDietFilter(): { diet: string[]; setDiet: (codes: string[]) => void } {
  const router = useRouter();
  const fromUrl = parseDiet(router.query[dietParam]).join(',');
  const [diet, setLocalDiet] = useState(() => parseDiet(fromUrl));
  const pending = useRef(0);

  useEffect(() => {
    if (pending.current > 0) return;
    setLocalDiet((current) => (current.join(',') === fromUrl ? current : parseDiet(fromUrl)));
  }, [fromUrl]);

  const setDiet = useCallback(
    (codes: string[]) => {
      setLocalDiet(codes);
      pending.current += 1;
      router
        .replace(withDiet(router.asPath, codes), undefined, { shallow: true, scroll: false })
        .catch(() => {
          // A newer change cancelled this one; that change carries the latest filters.
        })
        .finally(() => {
          pending.current -= 1;
        });
    },
    [router],
  );

  return { diet, setDiet };
}
