import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { pinClock } from '@/lib/clock';
import { useNowOr } from './use-now';

const renderedAt = '2026-11-24T12:00:00.000Z';

function Moment() {
  return <p>{useNowOr(renderedAt).toISOString()}</p>;
}

describe('useNowOr', () => {
  it("is the page's moment when the server renders it (a cached page shows what it was made with)", () => {
    expect(renderToString(<Moment />)).toBe(`<p>${renderedAt}</p>`);
  });

  it("is the visitor's moment in the browser", () => {
    const restore = pinClock('2027-01-01T00:00:00.000Z');
    try {
      render(<Moment />);
      expect(screen.getByText('2027-01-01T00:00:00.000Z')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
