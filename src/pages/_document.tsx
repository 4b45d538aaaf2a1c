import { Head, Html, Main, NextScript } from 'next/document';

const fontFiles = ['/fonts/lato-latin-400-normal.woff2', '/fonts/lato-latin-700-normal.woff2'];

export default function Document() {
  return (
    <Html lang="en-GB">
      <Head>
        {/* Both weights, so that neither swaps in after the first paint and moves the text: the
            headings (a hero's title over its picture) are bold. */}
        {fontFiles.map((file) => (
          <link
            key={file}
            rel="preload"
            href={file}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
