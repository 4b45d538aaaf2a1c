import type { GetServerSideProps } from 'next';
import { CustomerPage, type CustomerPageProps } from '@/templates';
import { getCustomerPageProps } from '@/templates/customer-pages/customer-pages.server';

/** /preferences/{guid}: from the link in our e-mails. */
export default function Route(props: CustomerPageProps) {
  return <CustomerPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CustomerPageProps> = (context) =>
  getCustomerPageProps(context, 'preferences');
