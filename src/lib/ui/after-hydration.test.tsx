import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AfterHydration } from './after-hydration';

const ui = (
  <AfterHydration fallback={<p>The map is loading</p>}>
    <p>The map</p>
  </AfterHydration>
);

describe('AfterHydration', () => {
  it('hydrates as the server rendered it (the fallback), then shows its children', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(ui);
    expect(page).toHaveTextContent('The map is loading');
    const mismatch = jest.fn();
    await act(async () => {
      hydrateRoot(page, ui, { onRecoverableError: mismatch });
    });
    // A component that shows its children as soon as it is in the browser would differ from the
    // server's HTML here: React reports the mismatch and renders the part again.
    expect(mismatch).not.toHaveBeenCalled();
    expect(page).toHaveTextContent('The map');
    expect(page).not.toHaveTextContent('loading');
  });
});
