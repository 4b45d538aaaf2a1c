import type { z } from 'zod';
import { writeToOutbox } from '@/lib/mail';
import { formRoute } from '@/lib/forms/server';
import type { MethodHandler } from '@/lib/http';
import {
  contactFormSchema,
  groupBookingFormSchema,
  type ContactEnquiry,
  type GroupBookingEnquiry,
} from '../contact.schema';
import { checkOfferedType, settingsEnquiryTypes } from './offered-enquiry-types';
import { enquiries } from './enquiries.table';
import { enquiryEmails } from './enquiry-emails';
import { enquiryRecipient, type EnquiryRecipient } from './enquiry-recipient';
import type { Database } from '@/lib/db';

/**
 * GET /api/contact/contactTypes: the enquiry types, with the words the form shows (spec 2 §7):
 * the settings' 'Enquiry types', else the code's four.
 */
export const contactTypesHandler: MethodHandler = () => settingsEnquiryTypes();

async function saveEnquiry(
  tx: Database,
  form: 'contact' | 'groupBooking',
  enquiry: ContactEnquiry | GroupBookingEnquiry,
  recipient: EnquiryRecipient,
) {
  const [stored] = await tx
    .insert(enquiries)
    .values({
      form,
      enquiryType: enquiry.enquiryType,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      email: enquiry.email,
      storeId: recipient.restaurant?.storeId ?? null,
      sentTo: recipient.email,
      guests: 'guests' in enquiry ? enquiry.guests : null,
      message: enquiry.message,
    })
    .returning();
  for (const mail of enquiryEmails(stored!, recipient)) await writeToOutbox(tx, mail);
}

/** An enquiry form's route: the pipeline with its schema, storing the enquiry and its mail. */
function enquiryRoute(
  form: 'contact' | 'groupBooking',
  schema: z.ZodType<ContactEnquiry | GroupBookingEnquiry>,
  failureLog: string,
) {
  return formRoute({
    name: form,
    schema,
    failureLog,
    dinerOf: (enquiry) => enquiry.email,
    // The type must be one the form offers: the list is the editors', so zod cannot know it.
    prepare: async (enquiry) => {
      await checkOfferedType(enquiry.enquiryType);
      return enquiryRecipient(enquiry);
    },
    save: (tx, enquiry, recipient) => saveEnquiry(tx, form, enquiry, recipient),
  });
}

/** POST /api/contact/sendemail: a contact enquiry (spec 2 §7), through the form pipeline. */
export const sendContactHandler = enquiryRoute(
  'contact',
  contactFormSchema,
  'Error sending contact email.',
);

/** POST /api/contact/group-booking: a group-booking enquiry with its guests (spec 2 §7). */
export const sendGroupBookingHandler = enquiryRoute(
  'groupBooking',
  groupBookingFormSchema,
  'Error sending group booking email.',
);
