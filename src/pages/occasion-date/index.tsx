import type { GetServerSideProps } from 'next';
import { CustomerPage, type CustomerPageProps } from '@/templates';
import { getCustomerPageProps } from '@/templates/customer-pages/customer-pages.server';

/** /occasion-date without a link's guid: where to find the link. */
export default function Route(props: CustomerPageProps) {
  return <CustomerPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<CustomerPageProps> = (context) =>
  getCustomerPageProps(context, 'occasion-date');
