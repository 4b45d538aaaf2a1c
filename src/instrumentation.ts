/**
 * Runs once when a server process starts (Next.js instrumentation hook). Node-only work lives in
 * instrumentation-node.ts, imported inside this condition so no edge bundle ever includes it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServerProcess } = await import('./instrumentation-node');
    await startServerProcess();
  }
}
