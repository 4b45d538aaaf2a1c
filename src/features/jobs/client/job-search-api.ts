import { jobSearchMessages } from '../messages';
import type { Job } from '../jobs.types';

/** A refusal of the jobs API, or no answer: `message` is the server's, or code 12's. */
export class JobSearchError extends Error {
  constructor(
    message: string,
    /** The HTTP status, 0 without an answer. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'JobSearchError';
  }
}

/** A place the site's geocoder found. */
export interface FoundPlace {
  lat: number;
  lng: number;
  label: string;
}

async function getJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new JobSearchError(jobSearchMessages.jobsFailed, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new JobSearchError(
      typeof message === 'string' && message.trim() !== '' ? message : jobSearchMessages.jobsFailed,
      response.status,
    );
  }
  return body;
}

/**
 * GET /api/jobs?siteId (every job), or with `near` &lat&lng (the jobs under 100 miles, nearest
 * first, each with its distance): spec 2 §7 reads data.jobs.
 */
export async function fetchJobs(
  siteId: string,
  near?: { lat: number; lng: number },
): Promise<Job[]> {
  const query = new URLSearchParams({ siteId });
  if (near) {
    query.set('lat', String(near.lat));
    query.set('lng', String(near.lng));
  }
  const body = (await getJson(`/api/jobs?${query}`)) as { jobs?: unknown } | undefined;
  if (!Array.isArray(body?.jobs)) throw new JobSearchError(jobSearchMessages.jobsFailed, 200);
  return body.jobs as Job[];
}

/**
 * GET /api/jobs/locations?query&sessionKey: the first place found (spec 2 §7 reads
 * data[0].geometry.location), or null when nothing is.
 */
export async function findPlace(query: string, sessionKey: string): Promise<FoundPlace | null> {
  const search = new URLSearchParams({ query, sessionKey });
  const body = await getJson(`/api/jobs/locations?${search}`);
  if (!Array.isArray(body)) throw new JobSearchError(jobSearchMessages.jobsFailed, 200);
  const first = body[0] as
    | { geometry?: { location?: { lat?: unknown; lng?: unknown } }; formatted_address?: unknown }
    | undefined;
  const location = first?.geometry?.location;
  if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return null;
  const label = typeof first?.formatted_address === 'string' ? first.formatted_address : query;
  return { lat: location.lat, lng: location.lng, label };
}

/** A key for the geocoder's session: one per visit to the page (crypto.randomUUID where it can). */
export function newSessionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
