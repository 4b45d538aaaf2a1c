import { tokenRequestSchema } from '@/features/booking';
import { apiHandler, issueAccessToken } from '@/lib/http';

/**
 * POST /api/token { clearCache? } -> { accessToken } (spec 1 §7 "Token"): a booking access token,
 * valid for 15 minutes, that the booking writes require. Every answer is a newly minted token and
 * nothing is cached, so `clearCache: true` (sent after a write answered 401) always gets a fresh one.
 */
export default apiHandler({
  POST: (req, res) => {
    tokenRequestSchema.parse(req.body || {});
    res.setHeader('Cache-Control', 'no-store');
    return { accessToken: issueAccessToken() };
  },
});
