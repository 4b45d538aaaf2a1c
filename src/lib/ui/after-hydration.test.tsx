import { act } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AfterHydration } from './after-hydration';

/** A part whose code comes in when the test says (`arrive`), as React's `lazy` loads it. */
function lazyMap() {
  let arrive = () => {};
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>The map</p> });
  });
  return { Map: lazy(() => code), arrive: () => act(async () => arrive()) };
}

describe('AfterHydration', () => {
  it('hydrates as the server rendered it, keeps the fallback until the code is in, then shows it', async () => {
    const { Map, arrive } = lazyMap();
    const ui = (
      <AfterHydration fallback={<p>The map is loading</p>}>
        <Map />
      </AfterHydration>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(ui);
    const placeholder = page.querySelector('p');
    expect(placeholder).toHaveTextContent('The map is loading');

    const mismatch = jest.fn();
    await act(async () => {
      hydrateRoot(page, ui, { onRecoverableError: mismatch });
    });
    // A part that shows its children as soon as it is in the browser would differ from the
    // server's HTML here: React reports the mismatch and renders the part again.
    expect(mismatch).not.toHaveBeenCalled();
    // Drawn in a transition: the server's fallback stays, the same element, while the code loads
    // (outside one, React would hide it and show a fallback of its own at once).
    expect(page.querySelectorAll('p')).toHaveLength(1);
    expect(page.querySelector('p')).toBe(placeholder);
    expect(placeholder!.style.display).toBe('');
    expect(page).toHaveTextContent('The map is loading');

    await arrive();
    expect(page).toHaveTextContent('The map');
    expect(page).not.toHaveTextContent('loading');
  });
});
