import { startTransition, useEffect, useState } from 'react';

// One download per file and page, however many maps mount; a failure is forgotten so a later map
// retries.
const requests = new Map<string, Promise<unknown>>();

function load<T>(url: string, isValid: (value: unknown) => value is T): Promise<T | null> {
  let request = requests.get(url) as Promise<T | null> | undefined;
  if (!request) {
    request = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => (isValid(body) ? body : null))
      .catch(() => null)
      .then((data) => {
        if (!data) requests.delete(url);
        return data;
      });
    requests.set(url, request);
  }
  return request;
}

/**
 * A static file of the offline map (public/maps), fetched after the map first paints, so none of
 * it is in any page's first-load JavaScript; null until then, or if it cannot be had, in which
 * case the map works without it.
 */
export function useMapData<T>(url: string, isValid: (value: unknown) => value is T): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (typeof fetch !== 'function') return;
    let mounted = true;
    void load(url, isValid).then((loaded) => {
      // The coastline and the place names are hundreds of shapes: drawn in short tasks.
      if (mounted) startTransition(() => setData(loaded));
    });
    return () => {
      mounted = false;
    };
  }, [url, isValid]);
  return data;
}
