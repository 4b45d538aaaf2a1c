import { tokenRequestSchema } from '@/features/booking';
import {
  accessTokenMessages,
  apiHandler,
  httpError,
  issueAccessToken,
  limitByAddress,
  sessionIdOf,
} from '@/lib/http';

/**
 * POST /api/token { clearCache? } -> { accessToken } (spec 1 §7 "Token"): a booking access token
 * for the `sessionId` header's session, valid for 15 minutes, that the booking writes of that
 * session require. Every answer is a newly minted token and nothing is cached, so `clearCache: true`
 * (sent after a write answered 401) always gets a fresh one. Rate limited per client address.
 */
export default apiHandler({
  POST: async (req) => {
    await limitByAddress(req, 'token');
    tokenRequestSchema.parse(req.body ?? {});
    const sessionId = sessionIdOf(req);
    if (!sessionId) throw httpError(400, accessTokenMessages.missingSessionId);
    return { accessToken: await issueAccessToken(sessionId) };
  },
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
