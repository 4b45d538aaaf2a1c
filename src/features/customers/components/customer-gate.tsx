import type { ReactNode } from 'react';
import type { CustomerPreferences } from '../customer-preferences';
import { customerCopy } from '../messages';
import { useCustomer } from './use-customer';

/** Shows its form once the customer of the link has loaded; a wrong link says what to do. */
export function CustomerGate({
  guid,
  children,
}: {
  guid: string;
  children: (customer: CustomerPreferences) => ReactNode;
}) {
  const load = useCustomer(guid);
  if (load.state === 'loading') {
    return (
      <p role="status" className="text-body-secondary">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {customerCopy.loading}
      </p>
    );
  }
  if (load.state === 'notFound') {
    return (
      <div role="alert" className="alert alert-warning">
        {customerCopy.notFound}
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div role="alert" className="alert alert-danger">
        {customerCopy.loadFailed}
      </div>
    );
  }
  return <>{children(load.customer)}</>;
}
