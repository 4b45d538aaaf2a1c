import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Clicks the Apple calendar link as a diner does and answers the .ics file the browser then
 * downloads. jsdom follows no link, so the click a browser would follow (on the link once it holds
 * the file) is noted and stopped here.
 */
export async function downloadCalendarFile(link: HTMLElement): Promise<string> {
  const followed: string[] = [];
  const follow = (click: Event) => {
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('data:')) return;
    followed.push(href);
    click.preventDefault();
  };
  link.addEventListener('click', follow);
  try {
    fireEvent.click(link);
    await waitFor(() => {
      if (followed.length !== 1) throw new Error('The click downloaded no calendar file.');
    });
  } finally {
    link.removeEventListener('click', follow);
  }
  return decodeURIComponent(followed[0]!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
}
