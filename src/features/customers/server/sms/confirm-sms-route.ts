import { formRoute } from '@/lib/forms/server';
import { invalidField } from '@/lib/http';
import { smsCodeMessages, smsCodeSchema } from '../../sms-code.schema';
import { getCustomerProvider } from '../get-customer-provider';
import { notFound } from '../route-helpers';
import { spendSmsCode } from './sms-confirmation';

/**
 * POST /api/exponea/confirmSmsOptIn: the code texted to a diner's number, typed back on their
 * preferences page. Only then are texts consented to, and the consent log says how it was proven.
 * Tries are limited per customer (`sms-code-check`); codes expire.
 */
export const confirmSmsHandler = formRoute({
  name: 'smsConfirmation',
  schema: smsCodeSchema,
  failureLog: 'Error confirming a number for texts.',
  dinerOf: (post) => post.guid,
  dinerLimit: 'sms-code-check',
  prepare: async (post) => {
    const customer = await getCustomerProvider().getCustomer(post.guid);
    if (!customer) throw notFound();
    return customer;
  },
  save: async (tx, post, customer) => {
    const used = await spendSmsCode(tx, { ...post, phoneNumber: customer.phoneNumber });
    if (!used) throw invalidField('code', smsCodeMessages.wrongCode);
    await getCustomerProvider().recordConsent(tx, post.guid, {
      kind: 'sms',
      given: true,
      source: used.source,
      confirmedBy: 'sms-code',
    });
  },
  answer: () => ({ message: 'Success' }),
});
