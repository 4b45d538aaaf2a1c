import type { FakeMedium } from './fake-instagram';

/** The brand's account as Instagram would give it: a photo, a reel, an album and a bare photo. */
export const instagramMedia: FakeMedium[] = [
  {
    id: '17900000000000004',
    caption: 'Christmas bookings are open! Three festive courses for £34.95. #tavola #christmas',
    media_type: 'IMAGE',
    media_url: 'https://scontent.cdninstagram.com/v/t51/christmas-table.jpg?stp=dst-jpg',
    permalink: 'https://www.instagram.com/p/C6nAtAlE2026/',
    timestamp: '2026-11-16T10:00:00+0000',
  },
  {
    id: '17900000000000003',
    caption: '48 hours of proving, 90 seconds in the oven.',
    media_type: 'VIDEO',
    media_url: 'https://scontent.cdninstagram.com/o1/v/t16/pizza-reel.mp4',
    thumbnail_url: 'https://scontent.cdninstagram.com/v/t51/pizza-reel-cover.jpg',
    permalink: 'https://www.instagram.com/reel/C2mArGh3r1t/',
    timestamp: '2026-11-12T18:00:00+0000',
  },
  {
    id: '17900000000000002',
    caption: 'Tiramisu, three ways: swipe for the recipe.',
    media_type: 'CAROUSEL_ALBUM',
    media_url: 'https://scontent.cdninstagram.com/v/t51/tiramisu-cover.jpg',
    permalink: 'https://www.instagram.com/p/C5t1rAm1sU0/',
    timestamp: '2026-11-06T19:15:00+0000',
  },
  {
    id: '17900000000000001',
    media_type: 'IMAGE',
    media_url: 'https://scontent.cdninstagram.com/v/t51/risotto.jpg',
    permalink: 'https://www.instagram.com/p/C1tAvRiS0tt/',
    timestamp: '2026-10-05T17:30:00+0000',
  },
];
