import { describeDeliveryError, isPermanentRejection } from './delivery-error';

const smtpError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? 'failed')), fields);

describe('describeDeliveryError', () => {
  it('gives the code, the command and the server reply on one line', () => {
    const error = smtpError({
      code: 'EENVELOPE',
      command: 'RCPT TO',
      responseCode: 550,
      message: 'Recipient command failed: 550 No such\r\n mailbox',
    });
    expect(describeDeliveryError(error)).toBe(
      'EENVELOPE (RCPT TO): Recipient command failed: 550 No such mailbox',
    );
  });

  it('leaves out the internal CONN and API commands', () => {
    const error = smtpError({ code: 'ESOCKET', command: 'CONN', message: 'connect ECONNREFUSED' });
    expect(describeDeliveryError(error)).toBe('ESOCKET: connect ECONNREFUSED');
  });

  it('never keeps credentials', () => {
    const error = smtpError({
      code: 'EAUTH',
      message:
        'Invalid login for smtp://mailer:s3cret-Pass@mail.example.com AUTH PLAIN AG1haWxlcgBzM2NyZXQ=',
    });
    const described = describeDeliveryError(error);
    expect(described).not.toMatch(/s3cret|AG1haWxlcgBzM2NyZXQ=/);
    expect(described).toBe('EAUTH: Invalid login for smtp://***@mail.example.com AUTH PLAIN ***');
  });

  it('is short', () => {
    const described = describeDeliveryError(new Error('x'.repeat(1000)));
    expect(described).toHaveLength(300);
    expect(described.endsWith('…')).toBe(true);
  });

  it('describes anything thrown', () => {
    expect(describeDeliveryError('boom')).toBe('boom');
    expect(describeDeliveryError(undefined)).toBe('Unknown error');
  });
});

describe('isPermanentRejection', () => {
  it.each([
    [{ responseCode: 550, command: 'RCPT TO' }, true],
    [{ responseCode: 554, command: 'DATA' }, true],
    [{ responseCode: 450, command: 'RCPT TO' }, false],
    [{ responseCode: 503, command: 'DATA' }, false],
    [{ responseCode: 535, command: 'AUTH PLAIN' }, false],
    [{ responseCode: 550, command: 'MAIL FROM' }, false],
    [{ code: 'ECONNECTION', command: 'CONN' }, false],
  ])('%o is permanent: %s', (fields, permanent) => {
    expect(isPermanentRejection(smtpError(fields))).toBe(permanent);
  });

  it('is false for anything that is not an SMTP error', () => {
    expect(isPermanentRejection('550')).toBe(false);
    expect(isPermanentRejection(null)).toBe(false);
  });
});
