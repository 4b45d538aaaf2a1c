import {
  alternativeSubmitLabel,
  clampGuests,
  coversOf,
  ENQUIRY_THRESHOLD,
  guestLimits,
  isEnquiryBooking,
  isEnquiryParty,
  isSameDayLargeParty,
  journeyDefaults,
  needsCardGuarantee,
  submitLabel,
} from './journey-rules';

const today = '2026-06-12';

describe('journey rules', () => {
  it('starts a journey with 2 adults, 0 children at 19:30 (spec 1 §9)', () => {
    expect(journeyDefaults).toEqual({ adults: 2, children: 0, time: '19:30' });
  });

  it('allows adults 1-100 and children 0-50 (spec 1 §5 "Guests")', () => {
    expect(guestLimits).toEqual({ adults: { min: 1, max: 100 }, children: { min: 0, max: 50 } });
    expect(clampGuests('adults', 0)).toBe(1);
    expect(clampGuests('adults', 101)).toBe(100);
    expect(clampGuests('adults', 7.9)).toBe(7);
    expect(clampGuests('children', -1)).toBe(0);
    expect(clampGuests('children', 51)).toBe(50);
    expect(clampGuests('children', Number.NaN)).toBe(0);
  });

  it('counts adults plus children against the enquiry threshold of 25', () => {
    expect(ENQUIRY_THRESHOLD).toBe(25);
    expect(coversOf({ adultCovers: 20, childCovers: 4 })).toBe(24);
    expect(isEnquiryParty({ adultCovers: 20, childCovers: 4 })).toBe(false);
    expect(isEnquiryParty({ adultCovers: 20, childCovers: 5 })).toBe(true);
  });

  it('is in enquiry mode only when enquiries are allowed and the party is 25 or more', () => {
    expect(isEnquiryBooking({ adultCovers: 25, childCovers: 0 }, true)).toBe(true);
    expect(isEnquiryBooking({ adultCovers: 25, childCovers: 0 }, false)).toBe(false);
    expect(isEnquiryBooking({ adultCovers: 24, childCovers: 0 }, true)).toBe(false);
  });

  it('finds a same-day party of 25+ only for today (London) and 25 or more guests', () => {
    const party = { adultCovers: 20, childCovers: 5, selectedBookingDate: today };
    expect(isSameDayLargeParty(party, today)).toBe(true);
    expect(isSameDayLargeParty({ ...party, childCovers: 4 }, today)).toBe(false);
    expect(isSameDayLargeParty({ ...party, selectedBookingDate: '2026-06-13' }, today)).toBe(false);
    expect(isSameDayLargeParty({ ...party, selectedBookingDate: null }, today)).toBe(false);
  });

  it('needs a card guarantee when the restaurant asks for one, never for an enquiry', () => {
    expect(needsCardGuarantee({ isEnquiry: false, creditCardRequired: true })).toBe(true);
    expect(needsCardGuarantee({ isEnquiry: true, creditCardRequired: true })).toBe(false);
    expect(needsCardGuarantee({ isEnquiry: false, creditCardRequired: false })).toBe(false);
  });

  describe('submitLabel (spec 1 §4 "Enquiry mode")', () => {
    it("reads 'Enquire now' for an enquiry, even when a card would be required", () => {
      expect(submitLabel({ isEnquiry: true, creditCardRequired: false }, 'Book Now')).toBe(
        'Enquire now',
      );
      expect(submitLabel({ isEnquiry: true, creditCardRequired: true }, 'Book Now')).toBe(
        'Enquire now',
      );
    });

    it("reads 'Card Guarantee' when a card guarantee is required", () => {
      expect(submitLabel({ isEnquiry: false, creditCardRequired: true }, 'Book Now')).toBe(
        'Card Guarantee',
      );
    });

    it("otherwise shows the site's Book Now text", () => {
      expect(submitLabel({ isEnquiry: false, creditCardRequired: false }, 'Reserve a table')).toBe(
        'Reserve a table',
      );
    });

    it("reads 'Enquire Now', 'Card Guarantee' or 'Book Now' in the alternative flow", () => {
      expect(alternativeSubmitLabel({ isEnquiry: true, creditCardRequired: true })).toBe(
        'Enquire Now',
      );
      expect(alternativeSubmitLabel({ isEnquiry: false, creditCardRequired: true })).toBe(
        'Card Guarantee',
      );
      expect(alternativeSubmitLabel({ isEnquiry: false, creditCardRequired: false })).toBe(
        'Book Now',
      );
    });
  });
});
