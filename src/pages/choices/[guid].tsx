import type { GetServerSideProps } from 'next';
import { CustomerPage, type CustomerPageProps } from '@/registry';
import { getCustomerPageProps } from '@/registry/customer-pages.server';

/** /choices/{guid}: from the link in our e-mails. */
export default function Route(props: CustomerPageProps) {
  return <CustomerPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CustomerPageProps> = (context) =>
  getCustomerPageProps(context, 'choices');
