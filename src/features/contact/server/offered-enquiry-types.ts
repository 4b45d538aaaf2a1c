import { getContentSource } from '@/lib/content/server';
import { invalidField } from '@/lib/http';
import { contactMessages } from '../contact.schema';
import { offeredEnquiryTypes, type EnquiryTypeChoice } from '../enquiry-types';

/** The enquiry types the forms offer, read from the settings the pages read them from. */
export async function settingsEnquiryTypes(): Promise<EnquiryTypeChoice[]> {
  const settings = await getContentSource().getSettings();
  return offeredEnquiryTypes(settings?.enquiryTypes);
}

/**
 * Refuses an enquiry about a type the forms do not offer (one the editors took off the list), as
 * the schema refuses an unknown one: a 400 on `enquiryType` with the form's own message.
 */
export async function checkOfferedType(type: string): Promise<void> {
  const offered = await settingsEnquiryTypes();
  if (!offered.some((choice) => choice.value === type)) {
    throw invalidField('enquiryType', contactMessages.chooseType);
  }
}
