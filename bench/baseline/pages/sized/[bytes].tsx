import type { GetStaticPaths, GetStaticProps } from 'next';

interface SizedPageProps {
  paragraphs: string[];
}

/**
 * A page of about `bytes` of HTML, half of it its props (a page's props are in its HTML twice:
 * rendered, and in `__NEXT_DATA__`), rendered on its first request and served from Next's cache
 * after (ISR, as the site's content pages): what Next alone costs to serve a cached page of a
 * site page's size (bench/sections/next.ts).
 */
export default function SizedPage({ paragraphs }: SizedPageProps) {
  return (
    <main>
      <h1>A page of its size</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

const words = (
  'margherita carbonara tiramisu restaurant booking table evening lunch diners menu offer ' +
  'starter dessert pizza pasta risotto salad garlic bread olives lemon chicken prawn ' +
  'mushroom pepperoni calzone spinach ricotta basil tomato mozzarella gelato espresso'
).split(' ');

/** The same text for the same size (a small linear congruential generator picks the words). */
function paragraphsOf(bytes: number): string[] {
  const paragraphs: string[] = [];
  let seed = 42;
  let length = 0;
  while (length < bytes) {
    const paragraph: string[] = [];
    for (let i = 0; i < 40; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      paragraph.push(words[seed % words.length]!);
    }
    const text = paragraph.join(' ');
    paragraphs.push(text);
    length += text.length;
  }
  return paragraphs;
}

export const getStaticProps: GetStaticProps<SizedPageProps, { bytes: string }> = async ({
  params,
}) => {
  const bytes = Number(params?.bytes);
  if (!Number.isInteger(bytes) || bytes < 0 || bytes > 500_000) return { notFound: true };
  return { props: { paragraphs: paragraphsOf(bytes / 2) }, revalidate: 60 };
};
