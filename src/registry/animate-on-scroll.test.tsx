import { act, render, screen } from '@testing-library/react';
import { AnimateOnScroll } from './animate-on-scroll';

jest.mock('./animated-frame', () => ({
  AnimatedFrame: ({ children }: { children: React.ReactNode }) => (
    <div data-testid="animated">{children}</div>
  ),
}));

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let notify: Callback;

beforeEach(() => {
  window.IntersectionObserver = jest.fn((callback: Callback) => {
    notify = callback;
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

// The text sits directly in the wrapper that carries the hidden style.
const wrapper = () => screen.getByText('Fresh pasta');

describe('AnimateOnScroll', () => {
  it('leaves a tile that is on screen at load as it is', () => {
    render(<AnimateOnScroll effect="fadeInUp">Fresh pasta</AnimateOnScroll>);
    act(() => notify([{ isIntersecting: true }]));
    expect(wrapper()).not.toHaveStyle({ opacity: '0' });
    expect(screen.queryByTestId('animated')).not.toBeInTheDocument();
  });

  it('hides a tile further down, then animates it in as it approaches', async () => {
    render(<AnimateOnScroll effect="fadeInUp">Fresh pasta</AnimateOnScroll>);
    act(() => notify([{ isIntersecting: false }]));
    expect(wrapper()).toHaveStyle({ opacity: '0' });
    act(() => notify([{ isIntersecting: true }]));
    expect(await screen.findByTestId('animated')).toHaveTextContent('Fresh pasta');
  });

  it('never animates for visitors who prefer reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    render(<AnimateOnScroll effect="fadeInUp">Fresh pasta</AnimateOnScroll>);
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
    expect(wrapper()).not.toHaveStyle({ opacity: '0' });
  });
});
