/**
 * @jest-environment jsdom
 */
import { anchorFromHash, scrollToSection, sectionId } from './scroll-to-section';

function place(top: number, height = 40) {
  const section = document.createElement('section');
  section.id = 'section-pizza';
  const heading = document.createElement('h2');
  section.append(heading);
  document.body.append(section);
  let offset = top;
  const rect = (extra: number) =>
    ({ top: offset + extra, bottom: offset + extra + height }) as DOMRect;
  section.getBoundingClientRect = () => rect(0);
  heading.getBoundingClientRect = () => rect(0);
  heading.scrollIntoView = jest.fn();
  return { heading, moveTo: (newTop: number) => (offset = newTop) };
}

/** A frame under jest's fake timers (requestAnimationFrame runs every 16 ms). */
const frameMs = 16;
const setScrollY = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('scrollToSection', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    window.scrollTo = scrollTo;
    scrollTo.mockClear();
    setScrollY(1000);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls smoothly to 58 px above the section', () => {
    place(2000);
    expect(scrollToSection('pizza')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 2000 - 58, behavior: 'smooth' });
  });

  it('centres the heading after 300 ms (and the frame that shows the page at rest) if it is still not in view', () => {
    const { heading } = place(2000);
    scrollToSection('pizza');
    jest.advanceTimersByTime(299);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1 + frameMs);
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
  });

  it('on a busy machine, waits for a smooth scroll that began only in the frame after 300 ms', () => {
    const { heading, moveTo } = place(2000);
    scrollToSection('pizza');
    jest.advanceTimersByTime(300);
    // The frame after the timer: the page has begun to move, its scroll event not yet sent.
    setScrollY(1200);
    jest.advanceTimersByTime(frameMs);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    // It lands 58 px from the top and rests: nothing pulls it to the centre.
    moveTo(58);
    setScrollY(1000 + 2000 - 58);
    jest.advanceTimersByTime(300 + frameMs);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
  });

  it('does not retry when the heading arrived in view', () => {
    const { heading, moveTo } = place(2000);
    scrollToSection('pizza');
    moveTo(58);
    jest.advanceTimersByTime(300 + frameMs);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
  });

  it('waits for a smooth scroll still under way at 300 ms, then leaves a section that arrived', () => {
    const { heading, moveTo } = place(2000);
    scrollToSection('pizza');
    // The smooth scroll is still moving the page at 300 ms (a long way down the menu).
    for (let ms = 0; ms < 600; ms += 50) {
      jest.advanceTimersByTime(50);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
    // It comes to rest with the section 58 px from the top: no retry pulls it to the centre.
    moveTo(58);
    jest.advanceTimersByTime(300 + frameMs);
    expect(heading.scrollIntoView).not.toHaveBeenCalled();
  });

  it('judges as soon as the browser says the scroll has ended (scrollend)', () => {
    const { heading, moveTo } = place(2000);
    Object.defineProperty(window, 'onscrollend', { value: null, configurable: true });
    try {
      scrollToSection('pizza');
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(100);
      window.dispatchEvent(new Event('scrollend'));
      // Cut short away from the section: centred at once, not at some later timer.
      expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
      moveTo(58);
      jest.advanceTimersByTime(1000);
      expect(heading.scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { onscrollend?: unknown }).onscrollend;
    }
  });

  it("a second jump cancels the first one's retry", () => {
    const first = place(2000);
    scrollToSection('pizza');
    const second = document.createElement('section');
    second.id = 'section-dolci';
    second.getBoundingClientRect = () => ({ top: 58, bottom: 98 }) as DOMRect;
    document.body.append(second);
    jest.advanceTimersByTime(100);
    scrollToSection('dolci');
    jest.advanceTimersByTime(1000);
    expect(first.heading.scrollIntoView).not.toHaveBeenCalled();
  });

  it('takes another offset, and does nothing for an unknown section', () => {
    place(500);
    scrollToSection('pizza', { offset: -100 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 1400, behavior: 'smooth' });
    expect(scrollToSection('dolci')).toBe(false);
  });
});

describe('section anchors', () => {
  it('are section-{anchor}, and a hash names one with or without the prefix', () => {
    expect(sectionId('pizza')).toBe('section-pizza');
    expect(anchorFromHash('#pizza')).toBe('pizza');
    expect(anchorFromHash('#section-soft-drinks')).toBe('soft-drinks');
    expect(anchorFromHash('#caf%C3%A9')).toBe('café');
    expect(anchorFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
