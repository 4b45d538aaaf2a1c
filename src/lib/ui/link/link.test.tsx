import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { Link } from './link';

jest.mock('next/router', () => ({
  __esModule: true,
  default: { prefetch: jest.fn(() => Promise.resolve()) },
}));
const prefetch = jest.mocked(Router.prefetch);

// The browser's side, faked: which links the observer watches, idle callbacks waiting, and the
// connection the browser reports.
const watched = new Set<Element>();
let notify: IntersectionObserverCallback = () => {};
const idle = new Map<number, { run: () => void; timeout?: number }>();
let nextHandle = 1;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    notify = callback;
  }
  observe = (element: Element) => watched.add(element);
  unobserve = (element: Element) => watched.delete(element);
  disconnect = () => watched.clear();
}

function scrollIntoView(element: Element) {
  const entry = { target: element, isIntersecting: true, intersectionRatio: 1 };
  act(() => notify([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
}

function browserIdles() {
  const waiting = [...idle.values()];
  idle.clear();
  act(() => waiting.forEach(({ run }) => run()));
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeAll(() => {
  window.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  window.requestIdleCallback = (run, options) => {
    idle.set(nextHandle, { run: () => run({} as IdleDeadline), timeout: options?.timeout });
    return nextHandle++;
  };
  window.cancelIdleCallback = (handle) => idle.delete(handle);
});

beforeEach(() => {
  prefetch.mockClear();
  idle.clear();
  setConnection({ effectiveType: '4g', saveData: false });
});

describe('Link', () => {
  it('prefetches the page once the link is in view and the browser is idle', () => {
    render(<Link href="/menu">Our menu</Link>);
    const link = screen.getByRole('link', { name: 'Our menu' });
    expect(link).toHaveAttribute('href', '/menu');
    expect(watched.has(link)).toBe(true);
    expect(idle.size).toBe(0);

    scrollIntoView(link);
    expect(watched.has(link)).toBe(false);
    expect([...idle.values()].map(({ timeout }) => timeout)).toEqual([2000]);
    expect(prefetch).not.toHaveBeenCalled();

    browserIdles();
    expect(prefetch).toHaveBeenCalledWith('/menu');
  });

  it('prefetches a page once, however many links lead to it', () => {
    render(
      <>
        <Link href="/offers?from=home">Offers</Link>
        <Link href="/offers?from=home">See the offers</Link>
      </>,
    );
    screen.getAllByRole('link').forEach(scrollIntoView);
    browserIdles();
    expect(prefetch.mock.calls).toEqual([['/offers?from=home']]);
  });

  it.each([
    ['a data-saver connection', { effectiveType: '4g', saveData: true }],
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow 2g connection', { effectiveType: 'slow-2g' }],
  ])('never prefetches on %s', (_, connection) => {
    setConnection(connection);
    render(<Link href="/kids">Kids</Link>);
    scrollIntoView(screen.getByRole('link', { name: 'Kids' }));
    browserIdles();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches when the browser does not tell the connection (Safari)', () => {
    setConnection(undefined);
    render(<Link href="/students">Students</Link>);
    scrollIntoView(screen.getByRole('link', { name: 'Students' }));
    browserIdles();
    expect(prefetch).toHaveBeenCalledWith('/students');
  });

  it('does not prefetch a link that left the page before the browser was idle', () => {
    const { unmount } = render(<Link href="/delivery">Delivery</Link>);
    scrollIntoView(screen.getByRole('link', { name: 'Delivery' }));
    unmount();
    browserIdles();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leaves other sites, mail, this page and opted-out links alone', () => {
    render(
      <>
        <Link href="https://shop.example.com/gift-cards">Gift cards</Link>
        <Link href="mailto:hello@example.com">Mail us</Link>
        <Link href="#booking">Book</Link>
        <Link href="/careers" prefetch={false}>
          Careers
        </Link>
      </>,
    );
    expect(watched.size).toBe(0);
    expect(idle.size).toBe(0);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('hands its element to a ref, as next/link does', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    const { unmount } = render(
      <Link href="/about-us" ref={ref}>
        About us
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'About us' }));
    unmount();
    expect(ref.current).toBeNull();
  });
});
