/**
 * @jest-environment node
 */
// Node, not jsdom: React's server renders a page as a web stream, as Next does.
import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { HydrateInSlices } from './hydrate-in-slices';

/** The HTML React's server streams for `element`, as Next renders a page (a readable stream). */
async function streamed(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** A page of `parts` paragraphs of about 1 KB each, each part wrapped by `wrap`. */
function page(parts: number, wrap: (children: ReactNode, key: number) => ReactNode) {
  const text = 'Pizza from the wood-fired oven. '.repeat(32);
  return <main>{Array.from({ length: parts }, (_, index) => wrap(<p>{text}</p>, index))}</main>;
}

describe('HydrateInSlices', () => {
  it("marks its part in the server's HTML as a boundary React hydrates on its own", async () => {
    const html = await streamed(
      page(2, (children, key) => <HydrateInSlices key={key}>{children}</HydrateInSlices>),
    );
    expect(html.match(/<!--&--><p>/g)).toHaveLength(2);
    expect(html.match(/<\/p><!--\/&-->/g)).toHaveLength(2);
  });

  it('keeps every part in place on a long page: no inline script to reveal it (the CSP forbids one)', async () => {
    const long = (wrap: (children: ReactNode, key: number) => ReactNode) =>
      streamed(page(30, wrap));
    const sliced = await long((children, key) => (
      <HydrateInSlices key={key}>{children}</HydrateInSlices>
    ));
    expect(sliced.length).toBeGreaterThan(30_000);
    expect(sliced).not.toMatch(/<script|<template/);
    // What a Suspense boundary does past the first 12.8 KB: the part is sent out of place and
    // moved in by an inline script.
    const suspended = await long((children, key) => <Suspense key={key}>{children}</Suspense>);
    expect(suspended).toMatch(/<template id="B:\d+">/);
    expect(suspended).toMatch(/<script>/);
  });
});
