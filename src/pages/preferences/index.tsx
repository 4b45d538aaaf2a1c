import type { GetServerSideProps } from 'next';
import { CustomerPage, type CustomerPageProps } from '@/registry';
import { getCustomerPageProps } from '@/registry/customer-pages.server';

/** /preferences without a link's guid: where to find the link. */
export default function Route(props: CustomerPageProps) {
  return <CustomerPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CustomerPageProps> = (context) =>
  getCustomerPageProps(context, 'preferences');
