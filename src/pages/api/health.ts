import { checkHealth } from '@/lib/health';
import { apiHandler } from '@/lib/http';

/**
 * Liveness and readiness for load balancers and the test runner: 200 when the database answers
 * (Redis down is `degraded`, still 200), 503 within 3 s when it does not.
 */
export default apiHandler({ GET: () => checkHealth() });

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
