import { z } from 'zod';

/*
 * The parts of postcodes.io's answers that the geocoder reads (https://postcodes.io/docs). Every
 * answer is `{ status, result }`; a failure is `{ status, error }` with the same HTTP status. A
 * postcode or outcode without a grid reference has null coordinates.
 */
const position = {
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};

/** A postcode (`GET /postcodes/{postcode}`, and each of `GET /postcodes?lon&lat`). */
export const postcodeSchema = z.object({
  postcode: z.string().min(1),
  outcode: z.string().min(1),
  admin_district: z.string().nullish(),
  ...position,
});

/** An outcode (`GET /outcodes/{outcode}`, and each of `GET /outcodes?lon&lat`): lists per field. */
export const outcodeSchema = z.object({
  outcode: z.string().min(1),
  admin_district: z.array(z.string()).nullish(),
  ...position,
});

/** A place of OS Open Names (`GET /places?q`): `name_2` is its name in Welsh or Gaelic, if any. */
export const placeSchema = z.object({
  name_1: z.string().min(1),
  name_2: z.string().nullish(),
  local_type: z.string().nullish(),
  country: z.string().nullish(),
  ...position,
});

const answer = <T extends z.ZodType>(result: T) => z.object({ status: z.literal(200), result });

export const postcodeAnswer = answer(postcodeSchema);
export const outcodeAnswer = answer(outcodeSchema);
/** A search finding nothing is `[]` for places and `null` for the nearest postcodes or outcodes. */
export const placesAnswer = answer(z.array(placeSchema).nullable());
export const nearestPostcodesAnswer = answer(z.array(postcodeSchema).nullable());
export const nearestOutcodesAnswer = answer(z.array(outcodeSchema).nullable());

export type PostcodesIoPlace = z.infer<typeof placeSchema>;
