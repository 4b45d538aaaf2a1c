import { currentTime } from '@/lib/clock';
import { getDatabase } from '@/lib/db';
import { apiHandler, metricsHandler } from '@/lib/http';
import { outboxBacklog } from '@/lib/mail';

/**
 * GET /api/metrics: this process's metrics in Prometheus text, behind `METRICS_TOKEN` (404 when
 * unset, 401 on a wrong token). README: Monitoring.
 */
export default apiHandler({
  GET: metricsHandler(async () => {
    const { backlog, oldestSeconds } = await outboxBacklog(getDatabase(), currentTime());
    return { outboxBacklog: backlog, outboxOldestSeconds: oldestSeconds };
  }),
});

// apiHandler reads the body itself, so every failure answers with the error payload.
export const config = { api: { bodyParser: false } };
