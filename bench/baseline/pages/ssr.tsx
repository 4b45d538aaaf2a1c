import type { GetServerSideProps } from 'next';

interface Item {
  id: number;
  name: string;
}

interface SsrPageProps {
  items: Item[];
}

/** A page rendered on every request from three items its data function returns. */
export default function SsrPage({ items }: SsrPageProps) {
  return (
    <main>
      <h1>Three items</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </main>
  );
}

export const getServerSideProps: GetServerSideProps<SsrPageProps> = async () => ({
  props: {
    items: [
      { id: 1, name: 'Margherita' },
      { id: 2, name: 'Carbonara' },
      { id: 3, name: 'Tiramisu' },
    ],
  },
});
