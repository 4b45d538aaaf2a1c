import type { NextApiRequest, NextApiResponse } from 'next';
import { insertDatabase } from '../../lib/insert-database';

/**
 * The least a write can do: one insert in a transaction of its own, on the database the site's
 * booking create writes to in the same run (PostgreSQL, or an embedded PGlite of its own).
 */
export default async function insert(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).json({ error: 'POST only' });
  const id = await insertDatabase()(`diner-${Date.now()}`);
  res.status(200).json({ id });
}
