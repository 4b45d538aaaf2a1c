import { z } from 'zod';

/** A whole number written in decimal digits only (`0x10` or `1e3` is a mistake, not 16 or 1000). */
export const decimalInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
