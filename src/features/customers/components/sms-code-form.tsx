import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/lib/forms';
import { customerCopy } from '../messages';
import { smsCodeMessages, smsCodeSchema } from '../sms-code.schema';
import { useCustomerSave } from './use-customer-save';

const codeFormSchema = z.object({ code: smsCodeSchema.shape.code });

/**
 * The code texted to the diner's number, typed back: only then do texts start (PECR). A wrong or
 * expired code says so on the field; a save of the preferences sends a new one.
 */
export function SmsCodeForm({ guid }: { guid: string }) {
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const saving = useCustomerSave('smsConfirmation', '/api/exponea/confirmSmsOptIn');
  const [confirmed, setConfirmed] = useState(false);

  const send = handleSubmit(async ({ code }) => {
    const result = await saving.save({ guid, code });
    if (result.sent) setConfirmed(true);
    else if (result.issues.some((issue) => issue.field === 'code')) {
      setError('code', { message: smsCodeMessages.wrongCode });
    }
  });

  if (confirmed) {
    return (
      <p role="status" className="alert alert-success mt-3">
        {customerCopy.smsConfirmed}
      </p>
    );
  }
  const codeError = formState.errors.code?.message;
  const failure = saving.outcome && !saving.outcome.saved && !codeError ? saving.outcome : null;
  return (
    <form
      noValidate
      onSubmit={send}
      aria-busy={saving.sending}
      aria-labelledby="sms-code-about"
      className="mt-4 p-3 border rounded"
    >
      <p id="sms-code-about">{customerCopy.smsCodeSent}</p>
      <FormField
        label={customerCopy.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={register('code')}
        error={codeError}
      />
      <button type="submit" className="btn btn-primary" disabled={saving.sending}>
        {saving.sending ? customerCopy.confirming : customerCopy.confirmCode}
      </button>
      {failure && (
        <div role="alert" className="alert alert-danger mt-3">
          {failure.message}
        </div>
      )}
    </form>
  );
}
