import type { ApiRequest } from '@/lib/http';
import { getContentSource } from '@/lib/content/server';
import { httpError, invalidField } from '@/lib/http';
import { guidSchema } from '../customer.schema';

/** The message of every lookup or update of a guid that is not a customer's (spec 2 §7). */
export const customerNotFound = 'Customer not found';

export const notFound = () => httpError(404, customerNotFound);

/** The brand's name, for the e-mails and texts. */
export async function brandName(): Promise<string> {
  return (await getContentSource().getSettings())?.siteName ?? 'Tavola';
}

/** A favourite restaurant must be one of ours (or none). */
export async function checkRestaurant(field: string, storeId: string | undefined) {
  if (storeId && !(await getContentSource().getRestaurant(storeId))) {
    throw invalidField(field, 'Please choose one of our restaurants.');
  }
}

/** The guid in the path: anything that is not a v4 UUID is simply not found. */
export function guidParam(req: ApiRequest): string {
  const parsed = guidSchema.safeParse(req.query.guid);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
