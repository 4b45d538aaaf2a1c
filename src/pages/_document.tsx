import { Head, Html, Main, NextScript } from 'next/document';

export default function Document() {
  return (
    <Html lang="en-GB">
      <Head>
        <link
          rel="preload"
          href="/fonts/lato-latin-400-normal.woff2"
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#244742" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
