import { openingOf } from './booking-modal-watcher';

describe('the hashes that open Book a Table', () => {
  it('opens the journey on an occasion for #booking-{occasionId}', () => {
    expect(openingOf('#booking-christmas-party')).toEqual({
      mode: 'standard',
      occasionId: 'christmas-party',
    });
  });

  it('keeps #booking and #group-booking as they were', () => {
    expect(openingOf('#booking')).toEqual({ mode: 'standard' });
    expect(openingOf('#group-booking')).toEqual({ mode: 'group' });
  });

  it('opens nothing for other hashes', () => {
    for (const hash of [
      '',
      '#bookings',
      '#booking-',
      '#booking-<script>',
      '#group-booking-contact',
    ]) {
      expect(openingOf(hash)).toBeNull();
    }
  });
});
