import { z } from 'zod';

// Only the field the card step reads; a Braintree client token carries many more.
const clientTokenSchema = z.object({ environment: z.string() });

/**
 * The environment a Braintree-shaped client token names (base64 JSON): 'test' for the embedded
 * test gateway, 'sandbox' or 'production' for Braintree. Undefined when the token is not one we
 * can read; Drop-in then gets it and reports its own load error.
 */
export function clientTokenEnvironment(clientToken: string): string | undefined {
  try {
    const parsed = clientTokenSchema.safeParse(JSON.parse(atob(clientToken)));
    return parsed.success ? parsed.data.environment : undefined;
  } catch {
    return undefined;
  }
}
