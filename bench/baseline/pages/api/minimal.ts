import type { NextApiRequest, NextApiResponse } from 'next';

/** The least an API route can do: answer a small JSON object. */
export default function minimal(_req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ status: 'ok' });
}
