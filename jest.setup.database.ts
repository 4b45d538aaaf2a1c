// The database tests may open the shared Redis client (REDIS_URL, as CI sets it): after each test
// file, forget the limiters that hold it and close it, or jest would wait on its connection.
import { resetRateLimits } from '@/lib/http';
import { closeRedis } from '@/lib/redis';

afterAll(async () => {
  resetRateLimits();
  await closeRedis();
});
